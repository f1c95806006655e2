import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Product from '#models/product'
import {
  lockedRow,
  recordAudit,
  recordChanges,
  switchActive,
  valuesRemoved,
  valuesSet,
} from '#services/platform/audit_log'
import type { Actor } from '#services/platform/actor'
import { referencesTo } from '#services/platform/references'
import { forgetLowStockCounts } from '#services/stock/stock_list'
import { randomInStoreEan13 } from '#support/in_store_barcode'
import { ProductCodeTaken, ProductInUse } from '#exceptions/product_errors'

export interface ProductInput {
  name: string
  sku: string
  barcode?: string | null
  category?: string | null
  unit: string
  price: number
  cost?: number | null
  tax_rate_bp: number
  reorder_level: number
  is_active: boolean
  description?: string | null
}

/** The product's fields as the audit trail records them. */
function snapshot(product: Product) {
  return {
    name: product.name,
    sku: product.sku,
    barcode: product.barcode,
    category: product.category,
    unit: product.unit,
    price: product.price,
    cost: product.cost,
    taxRateBp: product.taxRateBp,
    reorderLevel: product.reorderLevel,
    isActive: product.isActive,
    description: product.description,
  }
}

/** Copies the form onto the product; `cost` only when the actor may set it (empty is unknown). */
function assign(product: Product, input: ProductInput, canSetCost: boolean) {
  product.merge({
    name: input.name,
    sku: input.sku,
    barcode: input.barcode || null,
    category: input.category || null,
    unit: input.unit,
    price: input.price,
    taxRateBp: input.tax_rate_bp,
    reorderLevel: input.reorder_level,
    isActive: input.is_active,
    description: input.description || null,
  })
  if (canSetCost && input.cost !== undefined) product.cost = input.cost ?? null
}

function subject(product: Product) {
  return { type: 'product', id: product.id }
}

/** Saves, turning a unique-index refusal on SKU or barcode into ProductCodeTaken. */
async function save(product: Product, trx: TransactionClientContract) {
  // A new product, level or status changes what counts as low stock.
  trx.after('commit', forgetLowStockCounts)
  try {
    await product.useTransaction(trx).save()
  } catch (error) {
    const field = ProductCodeTaken.fieldOf(error)
    throw field ? new ProductCodeTaken(field) : error
  }
}

export async function createProduct(input: ProductInput, canSetCost: boolean, actor: Actor) {
  return db.transaction(async (trx) => {
    const product = new Product()
    product.cost = null
    assign(product, input, canSetCost)
    await save(product, trx)
    const changes = valuesSet(snapshot(product))
    await recordAudit({ action: 'product.created', actor, subject: subject(product), changes }, trx)
    return product
  })
}

/**
 * Saves the form over the product as it stands in the database, locked; a
 * price change is also recorded on its own as `product.price_changed`.
 */
export async function updateProduct(
  target: Product,
  input: ProductInput,
  canSetCost: boolean,
  actor: Actor
) {
  return db.transaction(async (trx) => {
    const product = await lockedRow(Product, target.id, trx)
    const before = snapshot(product)
    assign(product, input, canSetCost)
    if (!product.$isDirty) return product
    await save(product, trx)
    const changes = await recordChanges(
      {
        action: 'product.updated',
        actor,
        subject: subject(product),
        before,
        after: snapshot(product),
      },
      trx
    )
    if (changes.price) {
      await recordAudit(
        {
          action: 'product.price_changed',
          actor,
          subject: subject(product),
          changes: { price: changes.price },
        },
        trx
      )
    }
    return product
  })
}

export async function setProductActive(target: Product, active: boolean, actor: Actor) {
  return db.transaction(async (trx) => {
    const product = await lockedRow(Product, target.id, trx)
    trx.after('commit', forgetLowStockCounts)
    const action = active ? 'product.activated' : 'product.deactivated'
    return switchActive(product, active, { action, actor, subject: subject(product) }, trx)
  })
}

/** Deletes a product nothing refers to; otherwise throws ProductInUse (deactivate it instead). */
export async function deleteProduct(target: Product, actor: Actor) {
  await db.transaction(async (trx) => {
    const product = await lockedRow(Product, target.id, trx)
    const references = await referencesTo('product', product.id, trx)
    if (references.length > 0) throw new ProductInUse(product, references)
    const changes = valuesRemoved(snapshot(product))
    await recordAudit({ action: 'product.deleted', actor, subject: subject(product), changes }, trx)
    await product.useTransaction(trx).delete()
    trx.after('commit', forgetLowStockCounts)
  })
}

/** Most draws to try before giving up: with 10^11 codes a clash is already rare. */
const MAX_DRAWS = 20

/**
 * An in-store EAN-13 (prefix 20 to 29) no product uses yet. Nothing is
 * reserved: the unique rule and index check it again when the form is saved.
 */
export async function unusedInStoreBarcode(draw: () => string = randomInStoreEan13) {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const code = draw()
    const taken = await Product.query().where('barcode', code).first()
    if (!taken) return code
  }
  throw new Error(`No unused in-store barcode after ${MAX_DRAWS} draws`)
}
