/**
 * Every column holding an amount in the shop currency's minor units, by
 * table. The currency is fixed once any of these tables has a row (changing
 * it would silently change what each stored amount means), and the audit
 * log formats these fields as money.
 *
 * What counts as money: an integer column whose name is, or ends in the
 * word, `price`, `cost`, `amount`, `total`, `subtotal`, `discount`, `due` or
 * `fee` (`unit_price`, `unit_cost`, `tax_amount`, `refund_amount`,
 * `line_total`, `paid_total`, `change_due`). Basis points (`_bp`),
 * quantities and counts are not money. tests/integration/platform/schema_registries.spec.ts
 * reads the migrated schema (SQLite and PostgreSQL) and fails on such a
 * column missing here, on one that is not an integer, and on an entry here
 * that names no column.
 */
export const MONEY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  orders: ['subtotal', 'discount_total', 'tax_total', 'total', 'paid_total', 'change_due'],
  order_lines: [
    'unit_cost',
    'unit_price',
    'original_unit_price',
    'discount',
    'order_discount',
    'tax_amount',
    'line_total',
  ],
  order_payments: ['amount', 'tendered'],
  approvals: ['amount'],
  products: ['price', 'cost'],
  returns: ['refund_total', 'tax_total'],
  return_lines: ['refund_amount', 'tax_amount'],
  sales_product_days: [
    'discounts',
    'net',
    'tax',
    'cost',
    'returned_net',
    'returned_tax',
    'returned_cost',
  ],
  sales_seller_days: ['discounts', 'net', 'tax', 'returned_net', 'returned_tax'],
  sales_payment_days: ['amount', 'refunded'],
  sales_branch_days: ['net', 'cost', 'returned_net', 'returned_cost'],
  sales_product_months: ['net', 'returned_net', 'cost', 'returned_cost'],
  stock_movements: ['unit_cost'],
  stock_receipt_lines: ['unit_cost'],
  stocktake_lines: ['unit_cost'],
  supplier_products: ['last_cost'],
  purchase_order_lines: ['unit_cost'],
  till_sessions: [
    'opening_float',
    'carried_float',
    'sales_total',
    'discount_total',
    'tax_total',
    'cash_sales',
    'card_sales',
    'other_sales',
    'refund_total',
    'cash_refunds',
    'card_refunds',
    'other_refunds',
    'void_total',
    'cash_voided',
    'card_voided',
    'other_voided',
    'cash_in',
    'cash_out',
    'expected_cash',
    'counted_cash',
    'cash_difference',
  ],
  till_movements: ['amount'],
}

/** The tables whose rows hold amounts. */
export const MONEY_TABLES = Object.keys(MONEY_COLUMNS)

/**
 * The fields of an audit event's changes that are amounts: the columns of
 * the subject's table, whose name is the subject type in the plural
 * (`product` for `products`), audit fields being spelt as the columns.
 */
export function moneyFieldsOf(subjectType: string | null) {
  return new Set(subjectType ? (MONEY_COLUMNS[`${subjectType}s`] ?? []) : [])
}
