import { DateTime } from 'luxon'
import vine, { errors } from '@vinejs/vine'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Product from '#models/product'
import type { CsvColumn } from '#services/csv/writer'
import { readActiveCell, type ImportDefinition, type RowCheck } from '#services/csv/import'
import { PRODUCT_MESSAGES, productFields } from '#validators/product'
import { minorToDecimal, parseMoney } from '#common/money'
import { basisPointsToPercent, parsePercent } from '#common/basis_points'
import { timestampBinding } from '#support/sql_time'

/**
 * The columns of a product export, in major units of the shop currency so
 * people read and edit them; an export imports back unchanged. `cost` only
 * for users with `products.view_cost`.
 */
export function productExportColumns(currency: string, withCost: boolean): CsvColumn<Product>[] {
  return [
    { header: 'name', value: (product) => product.name },
    { header: 'sku', value: (product) => product.sku },
    { header: 'barcode', value: (product) => product.barcode },
    { header: 'category', value: (product) => product.category },
    { header: 'unit', value: (product) => product.unit },
    { header: 'price', value: (product) => minorToDecimal(product.price, currency) },
    ...(withCost
      ? [{ header: 'cost', value: (product: Product) => minorToDecimal(product.cost, currency) }]
      : []),
    { header: 'tax_rate', value: (product) => basisPointsToPercent(product.taxRateBp) },
    { header: 'reorder_level', value: (product) => product.reorderLevel },
    { header: 'active', value: (product) => product.isActive },
    { header: 'description', value: (product) => product.description },
  ]
}

export interface ProductImportRow extends Record<string, unknown> {
  name: string
  sku: string
  barcode: string | null
  category: string | null
  unit: string
  price: number
  cost: number
  taxRateBp: number
  reorderLevel: number
  isActive: boolean
  description: string | null
}

const rowValidator = vine.create(productFields())
rowValidator.messagesProvider = PRODUCT_MESSAGES

/**
 * A number cell as the validator's number (so "12.5" or "-1" get their own
 * messages), or its text for the validator to refuse; empty is 0.
 */
function numberCell(text: string) {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  return /^-?\d{1,15}(\.\d{1,15})?$/.test(trimmed) ? Number(trimmed) : trimmed
}

/**
 * One row with the form's rules, after the CSV's human units are converted
 * exactly: price and cost in major units, tax rate in percent. Messages
 * name their column.
 */
async function checkRow(
  cells: Record<string, string>,
  options: { currency: string; defaultTaxRateBp: number; withCost: boolean }
): Promise<RowCheck<ProductImportRow>> {
  const messages: string[] = []
  const amount = (column: 'price' | 'cost') => {
    const text = cells[column].trim()
    if (text === '') return undefined
    const minor = parseMoney(text, options.currency, { plain: true })
    if (minor === null) {
      messages.push(
        `${column}: Write an amount in ${options.currency} like ${minorToDecimal(1999, options.currency)}, without currency sign or thousands separators.`
      )
    }
    return minor ?? undefined
  }
  const price = amount('price')
  const cost = options.withCost ? amount('cost') : undefined
  let taxRateBp: number | null = options.defaultTaxRateBp
  if (cells.tax_rate.trim() !== '') {
    taxRateBp = parsePercent(cells.tax_rate)
    if (taxRateBp === null) messages.push('tax_rate: Write a percentage like 8 or 8.25.')
  }
  const active = readActiveCell(cells.active)
  if (active === undefined) messages.push('active: Write yes or no.')

  const text = (key: string) => (cells[key].trim() === '' ? undefined : cells[key])
  const data = {
    name: text('name'),
    sku: text('sku'),
    barcode: text('barcode'),
    category: text('category'),
    unit: text('unit') ?? 'each',
    price: price ?? (cells.price.trim() === '' ? undefined : 0),
    cost,
    tax_rate_bp: taxRateBp ?? 0,
    reorder_level: numberCell(cells.reorder_level),
    is_active: active ?? true,
    description: text('description'),
  }
  try {
    const valid = await rowValidator.validate(data)
    if (messages.length > 0) return { errors: messages }
    return {
      row: {
        name: valid.name,
        sku: valid.sku,
        barcode: valid.barcode ?? null,
        category: valid.category ?? null,
        unit: valid.unit,
        price: valid.price,
        cost: valid.cost ?? 0,
        taxRateBp: valid.tax_rate_bp,
        reorderLevel: valid.reorder_level,
        isActive: valid.is_active,
        description: valid.description ?? null,
      },
    }
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    const reported = (error.messages as { field: string; message: string }[])
      // A price or cost already reported above is not reported twice.
      .filter((entry) => !messages.some((message) => message.startsWith(`${entry.field}:`)))
      .map(
        (entry) =>
          `${entry.field === 'reorder_level' ? 'reorder_level' : entry.field}: ${entry.message}`
      )
    return { errors: [...messages, ...reported] }
  }
}

/** SKUs and barcodes of `rows` that stored products already use. */
async function findConflicts(rows: ProductImportRow[], client: QueryClientContract) {
  const conflicts = new Map<number, string[]>()
  const skus = new Set<string>()
  const barcodes = new Set<string>()
  const values = (pick: (row: ProductImportRow) => string | null) => [
    ...new Set(rows.map(pick).filter((value): value is string => value !== null)),
  ]
  const allSkus = values((row) => row.sku.toLowerCase())
  for (let start = 0; start < allSkus.length; start += 500) {
    const found = await client
      .from('products')
      .select('sku')
      .whereRaw(
        `lower(sku) in (${allSkus
          .slice(start, start + 500)
          .map(() => '?')
          .join(',')})`,
        allSkus.slice(start, start + 500)
      )
    for (const row of found) skus.add(String(row.sku).toLowerCase())
  }
  const allBarcodes = values((row) => row.barcode)
  for (let start = 0; start < allBarcodes.length; start += 500) {
    const found = await client
      .from('products')
      .select('barcode')
      .whereIn('barcode', allBarcodes.slice(start, start + 500))
    for (const row of found) barcodes.add(row.barcode)
  }
  rows.forEach((row, index) => {
    const messages: string[] = []
    if (skus.has(row.sku.toLowerCase())) messages.push('sku: Another product already has this SKU.')
    if (row.barcode && barcodes.has(row.barcode)) {
      messages.push('barcode: Another product already has this barcode.')
    }
    if (messages.length > 0) conflicts.set(index, messages)
  })
  return conflicts
}

async function insertProducts(rows: ProductImportRow[], trx: TransactionClientContract) {
  const now = timestampBinding(DateTime.utc(), trx.dialect.name)
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertQuery()
      .table('products')
      .multiInsert(
        rows.slice(start, start + 500).map((row) => ({
          name: row.name,
          sku: row.sku,
          barcode: row.barcode,
          category: row.category,
          unit: row.unit,
          price: row.price,
          cost: row.cost,
          tax_rate_bp: row.taxRateBp,
          reorder_level: row.reorderLevel,
          is_active: row.isActive,
          description: row.description,
          created_at: now,
          updated_at: now,
        }))
      )
  }
}

/**
 * How the generic CSV import reads, checks and stores products, for one
 * user and shop: amounts in the shop currency, `cost` read only for users
 * with `products.view_cost` (for others the column is ignored and cost is 0).
 */
export function productImport(options: {
  currency: string
  defaultTaxRateBp: number
  withCost: boolean
}): ImportDefinition<ProductImportRow> {
  return {
    kind: 'products',
    auditAction: 'product.imported',
    columns: [
      { key: 'name', header: 'name', required: true, aliases: ['product', 'product name'] },
      { key: 'sku', header: 'sku', required: true },
      { key: 'barcode', header: 'barcode', aliases: ['ean', 'gtin', 'upc'] },
      { key: 'category', header: 'category' },
      { key: 'unit', header: 'unit' },
      { key: 'price', header: 'price', required: true },
      ...(options.withCost ? [{ key: 'cost', header: 'cost' }] : []),
      { key: 'tax_rate', header: 'tax_rate', aliases: ['tax', 'tax rate', 'vat'] },
      { key: 'reorder_level', header: 'reorder_level', aliases: ['reorder level'] },
      { key: 'active', header: 'active', aliases: ['is active', 'is_active'] },
      { key: 'description', header: 'description' },
    ],
    validateRow: (cells) => checkRow({ cost: '', ...cells }, options),
    uniqueFields: [
      { field: 'sku', label: 'sku' },
      { field: 'barcode', label: 'barcode' },
    ],
    findConflicts,
    insertRows: insertProducts,
  }
}
