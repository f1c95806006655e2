import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Supplier from '#models/supplier'
import SupplierProduct from '#models/supplier_product'
import {
  lockedRow,
  recordAudit,
  recordChanges,
  switchActive,
  valuesRemoved,
  valuesSet,
} from '#services/platform/audit_log'
import type { Actor } from '#services/platform/actor'
import { operation } from '#services/platform/transactions'
import { SupplierCodeTaken, SupplierInUse } from '#exceptions/purchasing_errors'
import type { supplierValidator } from '#validators/supplier'

export interface SupplierProductInput {
  productId: number
  supplierSku?: string | null
  packSize: number
  isPreferred: boolean
}

export interface SupplierInput {
  code: string
  name: string
  contactName?: string | null
  email?: string | null
  phone?: string | null
  address?: string | null
  taxId?: string | null
  paymentTerms?: string | null
  leadTimeDays: number
  notes?: string | null
  isActive: boolean
  /** The products it supplies; undefined leaves them as they are (a CSV row). */
  products?: SupplierProductInput[]
}

/** The form as the suppliers service reads it. */
export function supplierInputOf(input: Infer<typeof supplierValidator>): SupplierInput {
  return {
    code: input.code,
    name: input.name,
    contactName: input.contact_name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    taxId: input.tax_id,
    paymentTerms: input.payment_terms,
    leadTimeDays: input.lead_time_days,
    notes: input.notes,
    isActive: input.is_active,
    products: input.products.map((link) => ({
      productId: link.product_id,
      supplierSku: link.supplier_sku,
      packSize: link.pack_size,
      isPreferred: link.is_preferred,
    })),
  }
}

function snapshot(supplier: Supplier) {
  return {
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
  }
}

function assign(supplier: Supplier, input: SupplierInput) {
  supplier.merge({
    code: input.code,
    name: input.name,
    contactName: input.contactName || null,
    email: input.email || null,
    phone: input.phone || null,
    address: input.address || null,
    taxId: input.taxId || null,
    paymentTerms: input.paymentTerms || null,
    leadTimeDays: input.leadTimeDays,
    notes: input.notes || null,
    isActive: input.isActive,
  })
}

const subject = (supplier: Supplier) => ({ type: 'supplier', id: supplier.id })

async function save(supplier: Supplier, trx: TransactionClientContract) {
  const taken = await Supplier.query({ client: trx })
    .whereRaw('LOWER(code) = ?', [supplier.code.toLowerCase()])
    .if(supplier.$isPersisted, (query) => query.whereNot('id', supplier.id))
    .first()
  if (taken) throw new SupplierCodeTaken(supplier.code)
  await supplier.useTransaction(trx).save()
}

/**
 * Replaces the supplier's product links with the form's, keeping each kept
 * link's last cost. A product is preferred from one supplier at most: marking
 * it here clears the flag on its other suppliers.
 */
async function syncProducts(
  supplier: Supplier,
  products: SupplierProductInput[],
  trx: TransactionClientContract
) {
  const existing = await SupplierProduct.query({ client: trx }).where('supplier_id', supplier.id)
  const byProduct = new Map(existing.map((link) => [link.productId, link]))
  const wanted = new Set(products.map((product) => product.productId))
  const gone = existing.filter((link) => !wanted.has(link.productId)).map((link) => link.id)
  if (gone.length > 0) await SupplierProduct.query({ client: trx }).whereIn('id', gone).delete()
  for (const input of products) {
    const link = byProduct.get(input.productId) ?? new SupplierProduct()
    link.merge({
      supplierId: supplier.id,
      productId: input.productId,
      supplierSku: input.supplierSku || null,
      packSize: input.packSize,
      isPreferred: input.isPreferred,
    })
    await link.useTransaction(trx).save()
    if (input.isPreferred) {
      await SupplierProduct.query({ client: trx })
        .where('product_id', input.productId)
        .whereNot('supplier_id', supplier.id)
        .update({ is_preferred: false })
    }
  }
}

export async function createSupplier(
  input: SupplierInput,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const supplier = new Supplier()
    assign(supplier, input)
    await save(supplier, trx)
    if (input.products) await syncProducts(supplier, input.products, trx)
    const changes = valuesSet({ ...snapshot(supplier), products: input.products?.length ?? 0 })
    await recordAudit(
      { action: 'supplier.created', actor, subject: subject(supplier), changes },
      trx
    )
    return supplier
  }, within)
}

export async function updateSupplier(target: Supplier, input: SupplierInput, actor: Actor) {
  return db.transaction(async (trx) => {
    const supplier = await lockedRow(Supplier, target.id, trx)
    const before = snapshot(supplier)
    assign(supplier, input)
    await save(supplier, trx)
    if (input.products) await syncProducts(supplier, input.products, trx)
    await recordChanges(
      {
        action: 'supplier.updated',
        actor,
        subject: subject(supplier),
        before,
        after: snapshot(supplier),
      },
      trx
    )
    return supplier
  })
}

/** Archives or reactivates a supplier: an archived one takes no new orders. */
export async function setSupplierActive(target: Supplier, active: boolean, actor: Actor) {
  return db.transaction(async (trx) => {
    const supplier = await lockedRow(Supplier, target.id, trx)
    const action = active ? 'supplier.activated' : 'supplier.archived'
    return switchActive(supplier, active, { action, actor, subject: subject(supplier) }, trx)
  })
}

/** Deletes a supplier no purchase order names; otherwise SupplierInUse (archive it instead). */
export async function deleteSupplier(target: Supplier, actor: Actor) {
  await db.transaction(async (trx) => {
    const supplier = await lockedRow(Supplier, target.id, trx)
    const named = await trx.from('purchase_orders').where('supplier_id', supplier.id).first()
    if (named) throw new SupplierInUse(supplier.name)
    const changes = valuesRemoved(snapshot(supplier))
    await recordAudit(
      { action: 'supplier.deleted', actor, subject: subject(supplier), changes },
      trx
    )
    await supplier.useTransaction(trx).delete()
  })
}
