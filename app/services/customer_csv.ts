import { DateTime } from 'luxon'
import vine, { errors } from '@vinejs/vine'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Customer from '#models/customer'
import type { CsvColumn } from '#services/csv/writer'
import { readActiveCell, type ImportDefinition, type RowCheck } from '#services/csv/import'
import { emailTakenMessage } from '#services/customers'
import { customerFields } from '#validators/customer'
import { timestampBinding } from '#support/sql_time'

/** The columns of a customer export; an export imports back unchanged. */
export const CUSTOMER_EXPORT_COLUMNS: CsvColumn<Customer>[] = [
  { header: 'name', value: (customer) => customer.name },
  { header: 'email', value: (customer) => customer.email },
  { header: 'phone', value: (customer) => customer.phone },
  { header: 'address', value: (customer) => customer.address },
  { header: 'notes', value: (customer) => customer.notes },
  { header: 'active', value: (customer) => customer.isActive },
]

export interface CustomerImportRow extends Record<string, unknown> {
  name: string
  email: string | null
  phone: string | null
  address: string | null
  notes: string | null
  isActive: boolean
}

const rowValidator = vine.create(customerFields())

/** One row with the form's rules; messages name the column they are about. */
export async function checkCustomerRow(
  cells: Record<string, string>
): Promise<RowCheck<CustomerImportRow>> {
  const messages: string[] = []
  const active = readActiveCell(cells.active)
  if (active === undefined) messages.push('active: Write yes or no.')

  const data = Object.fromEntries(
    Object.entries(cells).map(([key, value]) => [key, value.trim() === '' ? undefined : value])
  )
  try {
    const valid = await rowValidator.validate(data)
    if (messages.length > 0) return { errors: messages }
    return {
      row: {
        name: valid.name,
        email: valid.email ?? null,
        phone: valid.phone ?? null,
        address: valid.address ?? null,
        notes: valid.notes ?? null,
        isActive: active,
      },
    }
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    const reported = (error.messages as { field: string; message: string }[]).map(
      (entry) => `${entry.field}: ${entry.message}`
    )
    return { errors: [...reported, ...messages] }
  }
}

/** Emails of `rows` already held by stored customers, with the holder named. */
async function findEmailConflicts(rows: CustomerImportRow[], client: QueryClientContract) {
  const conflicts = new Map<number, string[]>()
  const emails = [...new Set(rows.map((row) => row.email).filter((email) => email !== null))]
  const owners = new Map<string, { id: number; name: string }>()
  for (let start = 0; start < emails.length; start += 500) {
    const found = await client
      .from('customers')
      .select('id', 'name', 'email')
      .whereIn('email', emails.slice(start, start + 500))
    for (const owner of found) owners.set(owner.email, { id: Number(owner.id), name: owner.name })
  }
  rows.forEach((row, index) => {
    const owner = row.email ? owners.get(row.email) : undefined
    if (owner) conflicts.set(index, [`email: ${emailTakenMessage(owner)}`])
  })
  return conflicts
}

async function insertCustomers(rows: CustomerImportRow[], trx: TransactionClientContract) {
  const now = timestampBinding(DateTime.utc(), trx.dialect.name)
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertQuery()
      .table('customers')
      .multiInsert(
        rows.slice(start, start + 500).map((row) => ({
          name: row.name,
          email: row.email,
          phone: row.phone,
          address: row.address,
          notes: row.notes,
          is_active: row.isActive,
          created_at: now,
          updated_at: now,
        }))
      )
  }
}

/** How the generic CSV import reads, checks and stores customers. */
export const customerImport: ImportDefinition<CustomerImportRow> = {
  kind: 'customers',
  auditAction: 'customer.imported',
  columns: [
    { key: 'name', header: 'name', required: true, aliases: ['full name', 'customer'] },
    { key: 'email', header: 'email', aliases: ['e-mail', 'email address'] },
    { key: 'phone', header: 'phone', aliases: ['telephone', 'phone number', 'mobile'] },
    { key: 'address', header: 'address' },
    { key: 'notes', header: 'notes', aliases: ['note'] },
    { key: 'active', header: 'active', aliases: ['is active', 'is_active'] },
  ],
  validateRow: checkCustomerRow,
  uniqueFields: [{ field: 'email', label: 'email' }],
  findConflicts: findEmailConflicts,
  insertRows: insertCustomers,
}
