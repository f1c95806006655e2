/**
 * What refers to the records that are deactivated rather than deleted once
 * anything points at them, so history keeps its names: products, customers and
 * branches. Every column that names one of them is declared here, with the
 * words a person reads in "… is used by stock movements" or on the list
 * that offers Delete only while nothing refers to the record. The delete
 * services and those pages ask `#services/platform/references`, which reads only
 * this list.
 *
 * A table added by a migration declares its columns here in the same
 * change: tests/integration/platform/schema_registries.spec.ts reads the migrated schema
 * (SQLite and PostgreSQL) and fails on any column named `product_id`,
 * `customer_id` or `branch_id`, or ending in `_product_id`, `_customer_id`
 * or `_branch_id` (a transfer's `from_branch_id`), or holding a foreign key
 * to `products`, `customers` or `branches`, that is declared neither in
 * `REFERENCES` nor in `HISTORY_REFERENCES`, and on an entry that names no
 * column.
 */
export const REFERENCED_TABLES = {
  product: 'products',
  customer: 'customers',
  branch: 'branches',
} as const

export type ReferencedKind = keyof typeof REFERENCED_TABLES

export interface Reference {
  table: string
  column: string
  /** What the rows are, in plain words and the plural: "staff assignments". */
  label: string
}

export const REFERENCES: Record<ReferencedKind, Reference[]> = {
  product: [
    { table: 'stock_movements', column: 'product_id', label: 'stock movements' },
    { table: 'stock_levels', column: 'product_id', label: 'stock levels' },
    { table: 'stock_totals', column: 'product_id', label: 'stock levels' },
    { table: 'stock_receipt_lines', column: 'product_id', label: 'stock receipts' },
    { table: 'stock_transfer_lines', column: 'product_id', label: 'stock transfers' },
    { table: 'stocktake_lines', column: 'product_id', label: 'stocktakes' },
    { table: 'order_lines', column: 'product_id', label: 'sales' },
    { table: 'sales_product_days', column: 'product_id', label: 'sales figures' },
    { table: 'sales_product_months', column: 'product_id', label: 'sales figures' },
    { table: 'supplier_products', column: 'product_id', label: 'supplier links' },
    { table: 'purchase_order_lines', column: 'product_id', label: 'purchase orders' },
    { table: 'quick_keys', column: 'product_id', label: 'quick keys' },
  ],
  customer: [{ table: 'orders', column: 'customer_id', label: 'sales' }],
  branch: [
    { table: 'branch_user', column: 'branch_id', label: 'staff assignments' },
    { table: 'stock_movements', column: 'branch_id', label: 'stock movements' },
    { table: 'stock_levels', column: 'branch_id', label: 'stock levels' },
    { table: 'stock_receipts', column: 'branch_id', label: 'stock receipts' },
    { table: 'stock_transfers', column: 'from_branch_id', label: 'stock transfers' },
    { table: 'stock_transfers', column: 'to_branch_id', label: 'stock transfers' },
    { table: 'stocktakes', column: 'branch_id', label: 'stocktakes' },
    { table: 'purchase_orders', column: 'branch_id', label: 'purchase orders' },
    { table: 'tills', column: 'branch_id', label: 'tills' },
    { table: 'quick_key_pages', column: 'branch_id', label: 'quick keys' },
    { table: 'till_sessions', column: 'branch_id', label: 'till sessions' },
    { table: 'orders', column: 'branch_id', label: 'sales' },
    { table: 'returns', column: 'branch_id', label: 'returns' },
    { table: 'approvals', column: 'branch_id', label: 'till approvals' },
    { table: 'offline_sale_issues', column: 'branch_id', label: 'offline sales to review' },
    { table: 'sales_product_days', column: 'branch_id', label: 'sales figures' },
    { table: 'sales_seller_days', column: 'branch_id', label: 'sales figures' },
    { table: 'sales_payment_days', column: 'branch_id', label: 'sales figures' },
    { table: 'sales_branch_days', column: 'branch_id', label: 'sales figures' },
  ],
}

/**
 * Columns that name a record without keeping it: history that outlives the
 * record, whose foreign key sets the column to NULL when the record is
 * deleted (the test checks it does). Such a column never blocks Delete.
 */
export const HISTORY_REFERENCES: { table: string; column: string }[] = [
  { table: 'audit_events', column: 'branch_id' },
]
