import { DomainError } from '#exceptions/domain_error'

/** Two suppliers cannot share a code: it is what a CSV import updates by. */
export class SupplierCodeTaken extends DomainError {
  static code = 'E_SUPPLIER_CODE_TAKEN'

  constructor(code: string) {
    super(`Another supplier already has the code ${code}.`, { field: 'code' })
  }
}

/** A supplier named by an order is archived, never deleted. */
export class SupplierInUse extends DomainError {
  static code = 'E_SUPPLIER_IN_USE'

  constructor(name: string) {
    super(`${name} is named by purchase orders: archive it instead of deleting it.`)
  }
}

/** No new order goes to an archived supplier. */
export class SupplierArchived extends DomainError {
  static code = 'E_SUPPLIER_ARCHIVED'

  constructor(name: string) {
    super(`${name} is archived: reactivate it before ordering from it.`, {
      field: 'supplier_id',
    })
  }
}

/** An order line names a product that is archived or gone. */
export class ProductNotOrderable extends DomainError {
  static code = 'E_PRODUCT_NOT_ORDERABLE'

  constructor(index: number, name: string | null) {
    super(
      name
        ? `${name} is archived: reactivate it before ordering it.`
        : 'This product no longer exists.',
      { field: `lines.${index}.product_id` }
    )
  }
}

/** A step the order's status does not allow (a receipt against a cancelled order). */
export class PurchaseOrderStep extends DomainError {
  static code = 'E_PURCHASE_ORDER_STEP'

  constructor(message: string, field?: string) {
    super(message, { field, toast: true })
  }
}

/** A receipt line names an order line of another order or another product. */
export class OrderLineMismatch extends DomainError {
  static code = 'E_ORDER_LINE_MISMATCH'

  constructor(index: number) {
    super('This line does not belong to the chosen order. Choose the order again.', {
      field: `lines.${index}.product_id`,
    })
  }
}

/** More than is outstanding, without saying why. */
export class OverDeliveryWithoutReason extends DomainError {
  static code = 'E_OVER_DELIVERY'

  constructor(index: number, outstanding: number) {
    super(
      `Only ${outstanding} still outstanding on the order: enter the over-delivery reason to take more.`,
      { field: `lines.${index}.quantity` }
    )
  }
}

/** An order line takes at most twice what it ordered: past that it is another delivery. */
export class OverDeliveryPastDouble extends DomainError {
  static code = 'E_OVER_DELIVERY_PAST_DOUBLE'

  constructor(index: number, ordered: number) {
    super(
      `The order line asked for ${ordered}: it takes at most twice that. Receive the rest without the order.`,
      { field: `lines.${index}.quantity` }
    )
  }
}
