import vine from '@vinejs/vine'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Product from '#models/product'
import type { CsvColumn } from '#services/csv/writer'
import {
  readActiveCell,
  type ImportDefinition,
  type RowCheck,
  type RowOutcome,
} from '#services/csv/import'
import {
  fieldMessages,
  insertStamped,
  planAgainst,
  storedRowsBy,
  validateRow,
} from '#services/csv/import_rows'
import { PRODUCT_MESSAGES, productFields } from '#validators/product'
import { minorToDecimal, parseMoney } from '#common/money'
import { basisPointsToPercent, parsePercent } from '#common/basis_points'
import { forgetLowStockCounts } from '#services/stock/stock_list'

/**
 * The columns of a product export, named as the products list and form
 * name them, in major units of the shop currency so people read and edit
 * them; an export imports back unchanged (the import knows these headers).
 * `cost` only for users with `products.view_cost`.
 */
export function productExportColumns(currency: string, withCost: boolean): CsvColumn<Product>[] {
  return [
    { header: 'Product', value: (product) => product.name },
    { header: 'SKU', value: (product) => product.sku },
    { header: 'Barcode', value: (product) => product.barcode },
    { header: 'Category', value: (product) => product.category },
    { header: 'Unit', value: (product) => product.unit },
    { header: 'Price', value: (product) => ({ decimal: minorToDecimal(product.price, currency) }) },
    ...(withCost
      ? [
          {
            header: 'Cost',
            // An unknown cost is an empty cell, and an empty cell imports as unknown.
            value: (product: Product) =>
              product.cost === null ? null : { decimal: minorToDecimal(product.cost, currency) },
          },
        ]
      : []),
    { header: 'Tax', value: (product) => ({ decimal: basisPointsToPercent(product.taxRateBp) }) },
    { header: 'Reorder level', value: (product) => product.reorderLevel },
    { header: 'Active', value: (product) => product.isActive },
    { header: 'Description', value: (product) => product.description },
  ]
}

export interface ProductImportRow extends Record<string, unknown> {
  name: string
  sku: string
  barcode: string | null
  category: string | null
  unit: string
  price: number
  /** Null when the cell is empty (unknown) or the user may not see costs. */
  cost: number | null
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
    // A minus is read, so the validator's "must not be negative" names the problem.
    const minor = parseMoney(text, options.currency, { plain: true, allowNegative: true })
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
  const checked = await validateRow(rowValidator, data)
  if ('messages' in checked) {
    // A price or cost already reported above is not reported twice.
    const unreported = checked.messages.filter(
      (entry) => !messages.some((message) => message.startsWith(`${entry.field}:`))
    )
    return { errors: [...messages, ...fieldMessages(unreported)] }
  }
  if (messages.length > 0) return { errors: messages }
  const { valid } = checked
  return {
    row: {
      name: valid.name,
      sku: valid.sku,
      barcode: valid.barcode ?? null,
      category: valid.category ?? null,
      unit: valid.unit,
      price: valid.price,
      cost: valid.cost ?? null,
      taxRateBp: valid.tax_rate_bp,
      reorderLevel: valid.reorder_level,
      isActive: valid.is_active,
      description: valid.description ?? null,
    },
  }
}

/**
 * Each row against the catalogue: the product with the same SKU (case
 * ignored) is the one it updates, otherwise it is new; a barcode another
 * product holds is a clash. In a transaction the matched products are
 * locked until it ends.
 */
async function planProducts(
  rows: ProductImportRow[],
  fields: string[],
  client: QueryClientContract
): Promise<RowOutcome[]> {
  const bySku = await storedRowsBy(
    client,
    'products',
    'sku',
    rows.map((row) => row.sku),
    { ignoreCase: true }
  )
  const barcodes = rows.flatMap((row) => (row.barcode ? [row.barcode] : []))
  const barcodeOwners = await storedRowsBy(client, 'products', 'barcode', barcodes)
  return rows.map((row) => {
    const stored = bySku.get(row.sku.toLowerCase())
    const id = stored ? Number(stored.id) : null
    const owner = row.barcode ? barcodeOwners.get(row.barcode) : undefined
    if (owner !== undefined && Number(owner.id) !== id) {
      return { errors: ['barcode: Another product already has this barcode.'] }
    }
    return planAgainst(row, stored, fields)
  })
}

function insertProducts(rows: ProductImportRow[], trx: TransactionClientContract) {
  return insertStamped(trx, 'products', rows)
}

/**
 * How the generic CSV import reads, checks and stores products, for one
 * user and shop: amounts in the shop currency, `cost` read only for users
 * with `products.view_cost` (for others the column is ignored: a new
 * product's cost stays unknown, a stored product's is not changed). A row
 * whose SKU a product has updates that product with the columns the file
 * has; an export edited and imported back is a bulk change.
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
      {
        key: 'tax_rate',
        header: 'tax_rate',
        aliases: ['tax', 'tax rate', 'vat'],
        field: 'taxRateBp',
      },
      {
        key: 'reorder_level',
        header: 'reorder_level',
        aliases: ['reorder level'],
        field: 'reorderLevel',
      },
      { key: 'active', header: 'active', aliases: ['is active', 'is_active'], field: 'isActive' },
      { key: 'description', header: 'description' },
    ],
    validateRow: (cells) => checkRow({ cost: '', ...cells }, options),
    uniqueFields: [
      { field: 'sku', label: 'sku' },
      { field: 'barcode', label: 'barcode' },
    ],
    table: 'products',
    subjectType: 'product',
    updateAuditAction: 'product.updated',
    // A price change is also recorded on its own, as the form does.
    extraUpdateAudits: (changes) =>
      changes.price ? [{ action: 'product.price_changed', changes: { price: changes.price } }] : [],
    planRows: planProducts,
    insertRows: insertProducts,
    // New products, levels and statuses change what counts as low stock.
    afterCommit: forgetLowStockCounts,
  }
}
