import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#models/customer'
import { diffChanges, recordAudit, type Actor } from '#services/audit_log'
import { referencesTo } from '#services/references'
import { CustomerEmailTaken } from '#exceptions/customer_errors'
import { isUniqueViolation } from '#support/unique_violation'

/** Who acts, for the audit trail. */
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
      await recordAudit(
        {
          action: 'customer.created',
          userId: actor.userId,
          subject: { type: 'customer', id: customer.id },
          changes: snapshot(customer),
          ip: actor.ip,
        },
        trx
      )
      return customer
    })
  )
}

/** An erased customer stays erased: there is nothing left to edit. */
export class CustomerErased extends Error {
  constructor() {
    super('This customer was erased; the record can no longer be changed.')
  }
}

export async function updateCustomer(customer: Customer, input: CustomerInput, actor: Actor) {
  if (customer.erasedAt) throw new CustomerErased()
  const before = snapshot(customer)
  customer.merge({ ...fields(input), isActive: input.is_active ?? customer.isActive })
  const changes = diffChanges(before, snapshot(customer))
  if (Object.keys(changes).length === 0) return customer
  await refusingTakenEmail(input.email, () =>
    db.transaction(async (trx) => {
      await customer.useTransaction(trx).save()
      await recordAudit(
        {
          action: 'customer.updated',
          userId: actor.userId,
          subject: { type: 'customer', id: customer.id },
          changes,
          ip: actor.ip,
        },
        trx
      )
    })
  )
  return customer
}

/** Deactivated customers stay on record (and on their past sales) but leave the pickers. */
export async function setCustomerActive(customer: Customer, active: boolean, actor: Actor) {
  if (customer.erasedAt) throw new CustomerErased()
  if (customer.isActive === active) return customer
  const before = snapshot(customer)
  customer.isActive = active
  await db.transaction(async (trx) => {
    await customer.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'customer.updated',
        userId: actor.userId,
        subject: { type: 'customer', id: customer.id },
        changes: diffChanges(before, snapshot(customer)),
        ip: actor.ip,
      },
      trx
    )
  })
  return customer
}

/**
 * Erases a customer who asks for it (DESIGN.md section 2): every personal
 * field is blanked or replaced, the row stays so the records that point at
 * it (future orders) keep their reference. The audit event carries no
 * personal data, only the fact and the time.
 */
export async function eraseCustomer(customer: Customer, actor: Actor) {
  if (customer.erasedAt) throw new CustomerErased()
  await db.transaction(async (trx) => {
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
    await recordAudit(
      {
        action: 'customer.erased',
        userId: actor.userId,
        subject: { type: 'customer', id: customer.id },
        changes: { anonymised: true },
        ip: actor.ip,
      },
      trx
    )
  })
  return customer
}

/** Something still points at the customer: deactivate or erase instead. */
export class CustomerInUse extends Error {
  constructor(readonly references: string[]) {
    super(
      `This customer cannot be deleted: ${references.join(', ')} refer to them. Deactivate or erase the customer instead.`
    )
  }
}

/** Deletes a customer nothing refers to; the audit keeps only the id. */
export async function deleteCustomer(customer: Customer, actor: Actor) {
  await db.transaction(async (trx) => {
    const references = await referencesTo('customer', customer.id, trx)
    if (references.length > 0) throw new CustomerInUse(references)
    await customer.useTransaction(trx).delete()
    await recordAudit(
      {
        action: 'customer.deleted',
        userId: actor.userId,
        subject: { type: 'customer', id: customer.id },
        ip: actor.ip,
      },
      trx
    )
  })
}
