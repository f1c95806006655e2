import type Supplier from '#models/supplier'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A supplier as its list and form show it. With `products` loaded, the
 * products it carries (the last cost only for people who may see costs:
 * without `withCost` the key does not exist).
 */
export default class SupplierTransformer extends BaseTransformer<Supplier> {
  constructor(
    resource: Supplier,
    protected withCost = false
  ) {
    super(resource)
  }

  toObject() {
    const supplier = this.resource
    return {
      id: supplier.id,
      code: supplier.code,
      name: supplier.name,
      contactName: supplier.contactName,
      email: supplier.email,
      phone: supplier.phone,
      address: supplier.address,
      taxId: supplier.taxId,
      paymentTerms: supplier.paymentTerms,
      leadTimeDays: supplier.leadTimeDays,
      notes: supplier.notes,
      isActive: supplier.isActive,
      productsCount: Number(supplier.$extras.products_count ?? supplier.products?.length ?? 0),
      products: (supplier.products ?? []).map((link) => ({
        productId: link.productId,
        name: link.product?.name ?? '',
        sku: link.product?.sku ?? '',
        supplierSku: link.supplierSku,
        packSize: link.packSize,
        isPreferred: link.isPreferred,
        ...(this.withCost ? { lastCost: link.lastCost } : {}),
      })),
    }
  }
}
