import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#models/customer'
import {
  eraseFromAudit,
  lockedRow,
  recordAudit,
  recordChanges,
  switchActive,
  valuesSet,
} from '#services/platform/audit_log'
import type { Actor } from '#services/platform/actor'
import { referencesTo } from '#services/platform/references'
import { CustomerEmailTaken, CustomerErased, CustomerInUse } from '#exceptions/customer_errors'
import { isUniqueViolation } from '#support/unique_violation'

export interface CustomerInput {
  name: string
  email?: string | null
  phone?: string | null
  address?: string | null
  notes?: string | null
  is_active?: boolean
}

/** The customer already holding this email (stored lower-case), other than `exceptId`. */
export async function customerUsingEmail(
  email: string,
  exceptId?: number,
  client?: QueryClientContract
) {
  const query = Customer.query({ client }).where('email', email.trim().toLowerCase())
  if (exceptId) query.whereNot('id', exceptId)
  return query.first()
}

export function emailTakenMessage(owner: Pick<Customer, 'id' | 'name'>) {
  return `Already used by ${owner.name} (customer #${owner.id}).`
}

/** Runs a save; an email taken meanwhile becomes the form's message naming its holder. */
async function refusingTakenEmail<T>(email: string | null | undefined, save: () => Promise<T>) {
  try {
    return await save()
  } catch (error) {
    if (!email || !isUniqueViolation(error, 'customers', 'email')) throw error
    const owner = await customerUsingEmail(email)
    throw new CustomerEmailTaken(
      owner ? emailTakenMessage(owner) : 'Another customer already uses this email.'
    )
  }
}

/** A customer's personal data: what erasure blanks, on the record and in its audit events. */
export const CUSTOMER_PERSONAL_FIELDS = ['name', 'email', 'phone', 'address', 'notes'] as const

function subject(customer: Customer) {
  return { type: 'customer', id: customer.id }
}

/** The fields an audit event shows before and after an update. */
function snapshot(customer: Customer) {
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    notes: customer.notes,
    isActive: customer.isActive,
  }
}

function fields(input: CustomerInput) {
  return {
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    notes: input.notes ?? null,
  }
}

export async function createCustomer(input: CustomerInput, actor: Actor) {
  return refusingTakenEmail(input.email, () =>
    db.transaction(async (trx) => {
      const customer = new Customer()
      customer.fill({ ...fields(input), isActive: input.is_active ?? true })
      await customer.useTransaction(trx).save()
      const changes = valuesSet(snapshot(customer))
      await recordAudit(
        { action: 'customer.created', actor, subject: subject(customer), changes },
        trx
      )
      return customer
    })
  )
}

/** The customer as it stands, locked; an erased one cannot be changed. */
async function lockedLiveCustomer(target: Customer, trx: TransactionClientContract) {
  const customer = await lockedRow(Customer, target.id, trx)
  if (customer.erasedAt) throw new CustomerErased()
  return customer
}

/** Saves the form and records what changed, against the row locked in the transaction. */
export async function updateCustomer(target: Customer, input: CustomerInput, actor: Actor) {
  return refusingTakenEmail(input.email, () =>
    db.transaction(async (trx) => {
      const customer = await lockedLiveCustomer(target, trx)
      const before = snapshot(customer)
      customer.merge({ ...fields(input), isActive: input.is_active ?? customer.isActive })
      if (!customer.$isDirty) return customer
      await customer.useTransaction(trx).save()
      await recordChanges(
        {
          action: 'customer.updated',
          actor,
          subject: subject(customer),
          before,
          after: snapshot(customer),
        },
        trx
      )
      return customer
    })
  )
}

/** Deactivated customers stay on record (and on their past sales) but leave the pickers. */
export async function setCustomerActive(target: Customer, active: boolean, actor: Actor) {
  return db.transaction(async (trx) => {
    const customer = await lockedLiveCustomer(target, trx)
    const event = { action: 'customer.updated' as const, actor, subject: subject(customer) }
    return switchActive(customer, active, event, trx)
  })
}

/**
 * Erases a customer who asks for it: every personal
 * field is blanked or replaced, the row stays so the records that point at
 * it (future orders) keep their reference, and the personal fields are
 * scrubbed from its earlier audit events too, where the log's word search
 * would find them. The erasure's own event carries only the fact.
 */
export async function eraseCustomer(target: Customer, actor: Actor) {
  return db.transaction(async (trx) => {
    const customer = await lockedLiveCustomer(target, trx)
    customer.merge({
      name: 'Erased customer',
      email: null,
      phone: null,
      address: null,
      notes: null,
      isActive: false,
      erasedAt: DateTime.utc(),
    })
    await customer.useTransaction(trx).save()
    await eraseFromAudit({ subject: subject(customer), fields: CUSTOMER_PERSONAL_FIELDS }, trx)
    await recordAudit(
      {
        action: 'customer.erased',
        actor,
        subject: subject(customer),
        changes: valuesSet({ anonymised: true }),
      },
      trx
    )
    return customer
  })
}

/** Deletes a customer nothing refers to; the audit trail keeps the id and none of their data. */
export async function deleteCustomer(target: Customer, actor: Actor) {
  await db.transaction(async (trx) => {
    const customer = await lockedRow(Customer, target.id, trx)
    const references = await referencesTo('customer', customer.id, trx)
    if (references.length > 0) throw new CustomerInUse(references)
    await customer.useTransaction(trx).delete()
    await eraseFromAudit({ subject: subject(customer), fields: CUSTOMER_PERSONAL_FIELDS }, trx)
    await recordAudit({ action: 'customer.deleted', actor, subject: subject(customer) }, trx)
  })
}
