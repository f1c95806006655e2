import hash from '@adonisjs/core/services/hash'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Role from '#models/role'
import { demoProductRows, gtin } from '#database/demo/products'
import { DEMO_PASSWORD } from '#database/demo/organisation'
import type { BulkWriter } from '#database/bench/bulk_writer'
import { BRANCH_NAMES, BRANDS, FIRST_NAMES, LAST_NAMES } from '#database/bench/names'
import { TABLES } from '#database/bench/columns'

// The benchmark shop's branches, staff, catalogue and customers, before any sale.

export interface GeneratedProduct {
  id: number
  name: string
  sku: string
  price: number
  cost: number | null
  taxRateBp: number
}

export async function nextIds<Table extends string>(client: QueryClientContract, tables: Table[]) {
  const next = {} as Record<Table, number>
  for (const table of tables) {
    const row = await client.from(table).max('id as last').first()
    next[table] = Number(row?.last ?? 0) + 1
  }
  return next
}

/** The demo's three branches and more, to `count`, in id order. */
export async function addBranches(client: QueryClientContract, writer: BulkWriter, count: number) {
  const existing = await client.from('branches').orderBy('id').select('id', 'code', 'name')
  const now = writer.timestamp(Date.now())
  for (let index = existing.length; index < count; index++) {
    const name = BRANCH_NAMES[index % BRANCH_NAMES.length]
    await client.table('branches').insert({
      code: `B${String(index + 1).padStart(2, '0')}`,
      name,
      address: `${10 + index} ${name} Road, Springfield`,
      is_active: true,
      created_at: now,
      updated_at: now,
    })
  }
  const rows = await client.from('branches').orderBy('id').select('id', 'code', 'name')
  return rows.map((row) => ({ id: Number(row.id), code: String(row.code), name: String(row.name) }))
}

/**
 * Three cashiers per branch, who sign in with the demo password; the last
 * of each branch is its manager, who voids and takes returns. Returns the
 * user ids per branch, in branch order.
 */
export async function addStaff(
  client: QueryClientContract,
  writer: BulkWriter,
  branches: { id: number; code: string }[]
) {
  const cashier = await Role.findByOrFail('name', 'Cashier', { client })
  const manager = await Role.findByOrFail('name', 'Manager', { client })
  const password = await hash.make(DEMO_PASSWORD)
  const now = writer.timestamp(Date.now())
  const staff: number[][] = []
  for (const branch of branches) {
    const ids: number[] = []
    for (let index = 0; index < 3; index++) {
      const first = FIRST_NAMES[(branch.id * 3 + index) % FIRST_NAMES.length]
      const last = LAST_NAMES[(branch.id * 7 + index) % LAST_NAMES.length]
      const [row] = await client
        .table('users')
        .insert({
          name: `${first} ${last}`,
          email: `${branch.code.toLowerCase()}.${index + 1}@bench.test`,
          password,
          role_id: index === 2 ? manager.id : cashier.id,
          email_verified_at: now,
          is_active: true,
          session_epoch: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
      const id = Number(typeof row === 'object' ? row.id : row)
      await client.table('branch_user').insert({ branch_id: branch.id, user_id: id })
      ids.push(id)
    }
    staff.push(ids)
  }
  return staff
}

/** The demo's two hundred products under twenty-five brands, and more, to `count`. */
export async function addProducts(
  client: QueryClientContract,
  writer: BulkWriter,
  count: number
): Promise<GeneratedProduct[]> {
  const templates = demoProductRows()
  const products: GeneratedProduct[] = []
  const now = writer.timestamp(Date.now())
  const { products: next } = await nextIds(client, ['products'])
  for (let index = 0; index < count; index++) {
    const template = templates[index % templates.length]
    const variant = Math.floor(index / templates.length)
    const brand = BRANDS[variant % BRANDS.length]
    const series = Math.floor(variant / BRANDS.length)
    const product: GeneratedProduct = {
      id: next + index,
      name: `${brand} ${template.name}${series ? ` (${series + 1})` : ''}`,
      sku: `${template.sku}-${String(variant + 1).padStart(4, '0')}`,
      price: template.price + (variant % 7) * 10,
      cost: index % 97 === 13 ? null : template.cost,
      taxRateBp: template.taxRateBp,
    }
    products.push(product)
    writer.add(
      'products',
      [
        'id',
        'name',
        'sku',
        'barcode',
        'category',
        'unit',
        'price',
        'cost',
        'tax_rate_bp',
        'reorder_level',
        'is_active',
        'description',
        'created_at',
        'updated_at',
      ],
      [
        product.id,
        product.name,
        product.sku,
        gtin(`29${String(index + 1).padStart(10, '0')}`, 13),
        template.category,
        template.unit,
        product.price,
        product.cost,
        product.taxRateBp,
        template.reorderLevel,
        true,
        null,
        now,
        now,
      ]
    )
  }
  return products
}

export async function addCustomers(client: QueryClientContract, writer: BulkWriter, count: number) {
  const ids: number[] = []
  const now = writer.timestamp(Date.now())
  const { customers: next } = await nextIds(client, ['customers'])
  for (let index = 0; index < count; index++) {
    const first = FIRST_NAMES[index % FIRST_NAMES.length]
    const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]
    const id = next + index
    ids.push(id)
    writer.add(
      'customers',
      [
        'id',
        'name',
        'email',
        'phone',
        'address',
        'notes',
        'is_active',
        'erased_at',
        'created_at',
        'updated_at',
      ],
      [
        id,
        `${first} ${last}`,
        index % 4 === 3 ? null : `${first}.${last}.${index + 1}@customers.test`.toLowerCase(),
        index % 3 === 2 ? null : `+1 555 ${String(index % 10_000).padStart(4, '0')}`,
        index % 2 ? `${1 + (index % 400)} Elm Street, Springfield` : null,
        null,
        true,
        null,
        now,
        now,
      ]
    )
  }
  return ids
}

/** Rows written with their ids leave PostgreSQL's sequences behind: move them past the last id. */
export async function resetSequences(client: QueryClientContract) {
  for (const table of TABLES) {
    await client.rawQuery(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`
    )
  }
}
