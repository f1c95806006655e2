import vine from '@vinejs/vine'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Customer from '#models/customer'
import type { CsvColumn } from '#services/csv/writer'
import {
  readActiveCell,
  type ImportDefinition,
  type RowCheck,
  type RowOutcome,
} from '#services/csv/import'
import {
  fieldMessages,
  filledCells,
  insertStamped,
  planAgainst,
  storedRowsBy,
  validateRow,
} from '#services/csv/import_rows'
import { customerFields } from '#validators/customer'

/** The columns of a customer export, named as the list names them; an export imports back unchanged. */
export const CUSTOMER_EXPORT_COLUMNS: CsvColumn<Customer>[] = [
  { header: 'Name', value: (customer) => customer.name },
  { header: 'Email', value: (customer) => customer.email },
  { header: 'Phone', value: (customer) => customer.phone },
  { header: 'Address', value: (customer) => customer.address },
  { header: 'Notes', value: (customer) => customer.notes },
  { header: 'Active', value: (customer) => customer.isActive },
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

  const checked = await validateRow(rowValidator, filledCells(cells))
  if ('messages' in checked) return { errors: [...fieldMessages(checked.messages), ...messages] }
  if (messages.length > 0) return { errors: messages }
  const { valid } = checked
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
}

/**
 * Each row against the stored customers: the one with the same email is
 * the one it updates; a row without email, or with an email nobody has,
 * is new. In a transaction the matched customers are locked until it ends.
 */
async function planCustomers(
  rows: CustomerImportRow[],
  fields: string[],
  client: QueryClientContract
): Promise<RowOutcome[]> {
  const emails = rows.flatMap((row) => (row.email ? [row.email] : []))
  const byEmail = await storedRowsBy(client, 'customers', 'email', emails)
  return rows.map((row) => {
    const stored = row.email ? byEmail.get(row.email) : undefined
    return planAgainst(row, stored, fields)
  })
}

function insertCustomers(rows: CustomerImportRow[], trx: TransactionClientContract) {
  return insertStamped(trx, 'customers', rows)
}

/**
 * How the generic CSV import reads, checks and stores customers. A row
 * whose email a customer has updates that customer with the columns the
 * file has.
 */
export const customerImport: ImportDefinition<CustomerImportRow> = {
  kind: 'customers',
  auditAction: 'customer.imported',
  columns: [
    { key: 'name', header: 'name', required: true, aliases: ['full name', 'customer'] },
    { key: 'email', header: 'email', aliases: ['e-mail', 'email address'] },
    { key: 'phone', header: 'phone', aliases: ['telephone', 'phone number', 'mobile'] },
    { key: 'address', header: 'address' },
    { key: 'notes', header: 'notes', aliases: ['note'] },
    { key: 'active', header: 'active', aliases: ['is active', 'is_active'], field: 'isActive' },
  ],
  validateRow: checkCustomerRow,
  uniqueFields: [{ field: 'email', label: 'email' }],
  table: 'customers',
  subjectType: 'customer',
  updateAuditAction: 'customer.updated',
  planRows: planCustomers,
  insertRows: insertCustomers,
}
