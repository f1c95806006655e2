import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { MONEY_COLUMNS } from '#support/money_columns'
import {
  MAX_COUNTED_QUANTITY,
  MAX_DISCOUNT_MINOR,
  MAX_INT4,
  MAX_MONEY_MINOR,
  MAX_REORDER_LEVEL,
  MAX_SALE_LINES,
  MAX_SALE_PAYMENTS,
  MAX_SALE_QUANTITY,
  MAX_STOCK_LEVEL,
  MAX_STOCK_QUANTITY,
  MAX_TILL_CASH,
} from '#common/limits'
import { isSearchIndexTable } from '#support/search'
import {
  HISTORY_REFERENCES,
  REFERENCED_TABLES,
  REFERENCES,
  type ReferencedKind,
} from '#support/references'

/** A column of the migrated schema, with its foreign key's table and ON DELETE rule, if any. */
interface SchemaColumn {
  table: string
  column: string
  type: string
  foreignTable: string | null
  onDelete: string | null
}

const FRAMEWORK_TABLES = new Set(['adonis_schema', 'adonis_schema_versions'])

async function sqliteColumns(): Promise<SchemaColumn[]> {
  const connection = db.connection()
  const tables: { name: string }[] = await connection
    .from('sqlite_master')
    .where('type', 'table')
    .select('name')
  const columns: SchemaColumn[] = []
  // sqlite_sequence and the like are SQLite's own; the search indexes hold no records.
  const ownTables = tables.filter(
    ({ name }) => !name.startsWith('sqlite_') && !isSearchIndexTable(name)
  )
  for (const { name: table } of ownTables) {
    const info: { name: string; type: string }[] = await connection.rawQuery(
      `SELECT name, type FROM pragma_table_info(?)`,
      [table]
    )
    const keys: { from: string; table: string; on_delete: string }[] = await connection.rawQuery(
      `SELECT "from", "table", on_delete FROM pragma_foreign_key_list(?)`,
      [table]
    )
    for (const { name, type } of info) {
      const key = keys.find((candidate) => candidate.from === name)
      columns.push({
        table,
        column: name,
        type: type.toLowerCase(),
        foreignTable: key?.table ?? null,
        onDelete: key?.on_delete ?? null,
      })
    }
  }
  return columns
}

async function postgresColumns(): Promise<SchemaColumn[]> {
  const connection = db.connection()
  const { rows: columns } = await connection.rawQuery(
    `SELECT table_name AS table, column_name AS column, data_type AS type
       FROM information_schema.columns
      WHERE table_schema = current_schema()`
  )
  const { rows: keys } = await connection.rawQuery(
    `SELECT source.table_name AS table, source.column_name AS column,
            target.table_name AS foreign, rules.delete_rule AS on_delete
       FROM information_schema.table_constraints constraints
       JOIN information_schema.referential_constraints rules
         ON rules.constraint_name = constraints.constraint_name
        AND rules.constraint_schema = constraints.constraint_schema
       JOIN information_schema.key_column_usage source
         ON source.constraint_name = constraints.constraint_name
        AND source.constraint_schema = constraints.constraint_schema
       JOIN information_schema.constraint_column_usage target
         ON target.constraint_name = constraints.constraint_name
        AND target.constraint_schema = constraints.constraint_schema
      WHERE constraints.constraint_type = 'FOREIGN KEY'
        AND constraints.table_schema = current_schema()`
  )
  return columns.map((row: { table: string; column: string; type: string }) => {
    const key = keys.find(
      (candidate: { table: string; column: string }) =>
        candidate.table === row.table && candidate.column === row.column
    )
    return { ...row, foreignTable: key?.foreign ?? null, onDelete: key?.on_delete ?? null }
  })
}

/** Every column of every application table after the migrations. */
async function schemaColumns() {
  const columns =
    db.connection().dialect.name === 'postgres' ? await postgresColumns() : await sqliteColumns()
  return columns.filter(({ table }) => !FRAMEWORK_TABLES.has(table))
}

/**
 * The kind of record a column names: `product_id`, `customer_id` or
 * `branch_id`, a name ending in one of them (`from_branch_id`), or a foreign
 * key to `products`, `customers` or `branches`. The referenced table's own
 * columns name nothing.
 */
function referencedKind({ table, column, foreignTable }: SchemaColumn) {
  for (const [kind, target] of Object.entries(REFERENCED_TABLES)) {
    if (table === target) continue
    if (column === `${kind}_id` || column.endsWith(`_${kind}_id`) || foreignTable === target) {
      return kind as ReferencedKind
    }
  }
  return null
}

/**
 * Money, as `#support/money_columns` defines it: a column whose name is, or
 * ends in the word, price, cost, amount, total, subtotal, discount, due or
 * fee. Basis points (`max_discount_bp`) and counts (`total_rows`) are not.
 */
const MONEY_NAME = /(^|_)(price|cost|amount|total|subtotal|discount|due|fee)$/

function isInteger(type: string) {
  return /^(integer|int|bigint|smallint)$/.test(type)
}

/** What the registries miss or declare wrongly, one line each; empty when they cover the schema. */
function uncovered(columns: SchemaColumn[]) {
  const problems: string[] = []
  const exists = (table: string, column: string) =>
    columns.some((entry) => entry.table === table && entry.column === column)

  for (const entry of columns) {
    const name = `${entry.table}.${entry.column}`
    const kind = referencedKind(entry)
    const declared =
      kind &&
      REFERENCES[kind].some(
        (reference) => reference.table === entry.table && reference.column === entry.column
      )
    const history = HISTORY_REFERENCES.some(
      (reference) => reference.table === entry.table && reference.column === entry.column
    )
    if (kind && !declared && !history) {
      problems.push(`${name} names a ${kind}: declare it in REFERENCES`)
    }
    if (history && entry.onDelete !== 'SET NULL') {
      problems.push(`${name} is history: its foreign key must SET NULL on delete`)
    }
    if (MONEY_NAME.test(entry.column)) {
      if (!MONEY_COLUMNS[entry.table]?.includes(entry.column)) {
        problems.push(`${name} holds money: declare it in MONEY_COLUMNS`)
      }
      if (!isInteger(entry.type)) {
        problems.push(`${name} holds money as ${entry.type}: use integer minor units`)
      }
    }
  }
  for (const [kind, references] of Object.entries(REFERENCES)) {
    for (const { table, column } of references) {
      if (!exists(table, column)) {
        problems.push(`REFERENCES.${kind} names no column ${table}.${column}`)
      }
    }
  }
  for (const { table, column } of HISTORY_REFERENCES) {
    if (!exists(table, column)) {
      problems.push(`HISTORY_REFERENCES names no column ${table}.${column}`)
    }
  }
  for (const [table, moneyColumns] of Object.entries(MONEY_COLUMNS)) {
    for (const column of moneyColumns) {
      if (!exists(table, column)) problems.push(`MONEY_COLUMNS names no column ${table}.${column}`)
    }
  }
  return problems
}

/** A day's rollup adds up every sale of the day: no bound but exact arithmetic. */
const DAILY_SUM = Number.MAX_SAFE_INTEGER

/** Each column of `table` bounded alike: by default, one amount. */
const bounded = (table: string, columns: string[], bound = MAX_MONEY_MINOR) =>
  Object.fromEntries(columns.map((column) => [`${table}.${column}`, bound]))

/**
 * The largest value (either sign) each money and quantity column can be
 * given, from the bounds the validators and services apply
 * (common/limits.ts). A column must hold it on both databases.
 */
const COLUMN_BOUNDS: Record<string, number> = {
  ...bounded('products', ['price', 'cost']),
  'products.reorder_level': MAX_REORDER_LEVEL,
  ...bounded('orders', ['subtotal', 'discount_total', 'tax_total', 'total']),
  // Cash handed over across every payment of a sale, and the change from it.
  ...bounded('orders', ['paid_total', 'change_due'], MAX_MONEY_MINOR * MAX_SALE_PAYMENTS),
  'orders.order_discount_value': MAX_DISCOUNT_MINOR,
  'orders.item_count': MAX_SALE_LINES * MAX_SALE_QUANTITY,
  ...bounded('order_lines', [
    'unit_cost',
    'unit_price',
    'original_unit_price',
    'discount',
    'order_discount',
    'tax_amount',
    'line_total',
  ]),
  'order_lines.discount_value': MAX_DISCOUNT_MINOR,
  'order_lines.quantity': MAX_SALE_QUANTITY,
  'order_lines.returned_quantity': MAX_SALE_QUANTITY,
  ...bounded('order_payments', ['amount', 'tendered']),
  // The discounts of one sale a manager approved.
  ...bounded('approvals', ['amount']),
  ...bounded('returns', ['refund_total', 'tax_total']),
  ...bounded('return_lines', ['refund_amount', 'tax_amount']),
  'return_lines.quantity': MAX_SALE_QUANTITY,
  'stock_levels.on_hand': MAX_STOCK_LEVEL,
  'stock_totals.on_hand': MAX_STOCK_LEVEL,
  'stock_movements.balance_after': MAX_STOCK_LEVEL,
  // A count sets a level from the furthest it can be to the most that can be counted.
  'stock_movements.quantity': MAX_STOCK_LEVEL + MAX_STOCK_QUANTITY,
  ...bounded('stock_movements', ['unit_cost']),
  'stock_receipt_lines.quantity': MAX_STOCK_QUANTITY,
  ...bounded('stock_receipt_lines', ['unit_cost']),
  'stock_transfer_lines.quantity': MAX_STOCK_QUANTITY,
  ...bounded('supplier_products', ['last_cost']),
  ...bounded('purchase_order_lines', ['unit_cost']),
  'purchase_order_lines.quantity': MAX_STOCK_QUANTITY,
  // Over-deliveries are refused past the same bound as the order line itself.
  'purchase_order_lines.received_quantity': MAX_STOCK_QUANTITY * 2,
  'stock_levels.reorder_level': MAX_REORDER_LEVEL,
  'stock_transfer_lines.received_quantity': MAX_STOCK_QUANTITY,
  'stocktake_lines.expected': MAX_STOCK_LEVEL,
  'stocktake_lines.counted': MAX_COUNTED_QUANTITY,
  ...bounded('stocktake_lines', ['unit_cost']),
  ...bounded('till_sessions', ['opening_float', 'carried_float', 'counted_cash']),
  // A session's running totals add up every sale and movement filed in it, like a day's rollup.
  ...bounded(
    'till_sessions',
    [
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
      'cash_difference',
    ],
    DAILY_SUM
  ),
  ...bounded('till_movements', ['amount'], MAX_TILL_CASH),
  // One entry adds what was counted at once, or takes back a mistyped count.
  'stocktake_counts.quantity': MAX_COUNTED_QUANTITY,
  ...bounded(
    'sales_product_days',
    [
      'discounts',
      'net',
      'tax',
      'cost',
      'returned_net',
      'returned_tax',
      'returned_cost',
      'sold_quantity',
      'uncosted_quantity',
      'returned_quantity',
    ],
    DAILY_SUM
  ),
  ...bounded(
    'sales_seller_days',
    ['discounts', 'net', 'tax', 'returned_net', 'returned_tax', 'items'],
    DAILY_SUM
  ),
  ...bounded('sales_payment_days', ['amount', 'refunded'], DAILY_SUM),
  ...bounded(
    'sales_branch_days',
    ['net', 'cost', 'returned_net', 'returned_cost', 'uncosted_quantity'],
    DAILY_SUM
  ),
  // Running totals since the first sale: bigint throughout, exact arithmetic their bound.
  ...bounded(
    'sales_product_months',
    [
      'sold_quantity',
      'returned_quantity',
      'net',
      'returned_net',
      'cost',
      'returned_cost',
      'uncosted_quantity',
    ],
    DAILY_SUM
  ),
}

/** Units of stock or of a sale, which COLUMN_BOUNDS must cover as it covers money. */
const QUANTITY_NAME = /(^|_)(quantity|on_hand|balance_after|items|item_count|reorder_level)$/

/** The largest value a column type holds: SQLite's declared type read as PostgreSQL's. */
function capacityOf(type: string) {
  if (/^(integer|int)$/.test(type)) return MAX_INT4
  if (type === 'bigint') return 2 ** 63 - 1
  return null
}

/** Money and quantity columns narrower than their bound, or with none, or past exact arithmetic. */
function narrower(columns: SchemaColumn[]) {
  const problems: string[] = []
  for (const entry of columns) {
    const name = `${entry.table}.${entry.column}`
    const bound = COLUMN_BOUNDS[name]
    if (bound === undefined) {
      if (MONEY_NAME.test(entry.column) || QUANTITY_NAME.test(entry.column)) {
        problems.push(`${name} holds money or units: give it a bound in COLUMN_BOUNDS`)
      }
      continue
    }
    const capacity = capacityOf(entry.type)
    if (capacity === null || capacity < bound) {
      problems.push(`${name} is ${entry.type}, narrower than its bound ${bound}`)
    }
    if (bound > Number.MAX_SAFE_INTEGER) {
      problems.push(`${name} may reach ${bound}, past exact arithmetic`)
    }
  }
  for (const name of Object.keys(COLUMN_BOUNDS)) {
    const [table, column] = name.split('.')
    if (!columns.some((entry) => entry.table === table && entry.column === column)) {
      problems.push(`COLUMN_BOUNDS names no column ${name}`)
    }
  }
  return problems
}

test.group('Registries against the database schema', () => {
  test('every column naming a product, customer or branch, and every amount, is declared', async ({
    assert,
  }) => {
    const columns = await schemaColumns()
    assert.isAbove(columns.length, 50, 'the schema was read')
    const staff = columns.find(
      ({ table, column }) => table === 'branch_user' && column === 'branch_id'
    )
    assert.equal(staff?.foreignTable, 'branches', 'foreign keys were read')
    assert.deepEqual(uncovered(columns), [])
  })

  test('undeclared references and amounts of a new table are caught, and history that keeps its record', async ({
    assert,
    cleanup,
  }) => {
    await db.connection().schema.createTable('scratch_sales', (table) => {
      table.increments('id')
      table.integer('customer_id').notNullable()
      table.integer('till_branch_id').notNullable()
      table.integer('buyer').references('customers.id')
      table.integer('product_ref').references('products.id')
      table.bigInteger('unit_price').notNullable()
      table.bigInteger('line_total').notNullable()
      table.integer('change_due').notNullable()
      table.decimal('refund_amount', 12, 2).notNullable()
      table.integer('quantity').notNullable()
      table.integer('discount_bp').notNullable()
      table.integer('total_rows').notNullable()
      table.integer('noted_branch_id').references('branches.id').onDelete('SET NULL')
      table.integer('kept_branch_id').references('branches.id')
    })
    const history = [
      { table: 'scratch_sales', column: 'noted_branch_id' },
      { table: 'scratch_sales', column: 'kept_branch_id' },
      { table: 'scratch_sales', column: 'no_such_column' },
    ]
    HISTORY_REFERENCES.push(...history)
    cleanup(async () => {
      HISTORY_REFERENCES.splice(HISTORY_REFERENCES.indexOf(history[0]), history.length)
      await db.connection().schema.dropTable('scratch_sales')
    })
    const problems = uncovered(await schemaColumns())
    const decimal = problems.filter((line) => line.includes(' holds money as '))
    assert.lengthOf(decimal, 1)
    assert.match(
      decimal[0],
      /^scratch_sales\.refund_amount holds money as \w.*: use integer minor units$/
    )
    assert.sameMembers(
      problems.filter((line) => !decimal.includes(line)),
      [
        'scratch_sales.customer_id names a customer: declare it in REFERENCES',
        'scratch_sales.till_branch_id names a branch: declare it in REFERENCES',
        'scratch_sales.buyer names a customer: declare it in REFERENCES',
        'scratch_sales.product_ref names a product: declare it in REFERENCES',
        'scratch_sales.unit_price holds money: declare it in MONEY_COLUMNS',
        'scratch_sales.line_total holds money: declare it in MONEY_COLUMNS',
        'scratch_sales.change_due holds money: declare it in MONEY_COLUMNS',
        'scratch_sales.refund_amount holds money: declare it in MONEY_COLUMNS',
        'scratch_sales.kept_branch_id is history: its foreign key must SET NULL on delete',
        'HISTORY_REFERENCES names no column scratch_sales.no_such_column',
      ]
    )
  })

  test('every money and quantity column holds the largest value its bounds allow, on this database', async ({
    assert,
  }) => {
    const columns = await schemaColumns()
    assert.equal(
      columns.find(({ table, column }) => table === 'order_lines' && column === 'discount_value')
        ?.type,
      'integer',
      'the declared types were read'
    )
    assert.deepEqual(narrower(columns), [])
  })

  test('a column narrower than its bound, or a new quantity without one, is caught', async ({
    assert,
    cleanup,
  }) => {
    await db.connection().schema.createTable('scratch_lines', (table) => {
      table.increments('id')
      table.integer('unit_price').notNullable()
      table.bigInteger('line_total').notNullable()
      table.integer('quantity').notNullable()
      table.integer('received_quantity').notNullable()
    })
    const added = {
      'scratch_lines.unit_price': MAX_MONEY_MINOR,
      'scratch_lines.line_total': MAX_MONEY_MINOR * MAX_SALE_QUANTITY,
      'scratch_lines.quantity': MAX_SALE_QUANTITY,
    }
    Object.assign(COLUMN_BOUNDS, added)
    cleanup(async () => {
      for (const name of Object.keys(added)) delete COLUMN_BOUNDS[name]
      await db.connection().schema.dropTable('scratch_lines')
    })
    assert.sameMembers(narrower(await schemaColumns()), [
      'scratch_lines.unit_price is integer, narrower than its bound 99999999999',
      'scratch_lines.line_total may reach 9999999999900000, past exact arithmetic',
      'scratch_lines.received_quantity holds money or units: give it a bound in COLUMN_BOUNDS',
    ])
  })
})
