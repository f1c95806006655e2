import vine from '@vinejs/vine'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Supplier from '#models/supplier'
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
import { supplierFields, supplierMessages } from '#validators/supplier'
import { MAX_SUPPLIER_IMPORT_ROWS } from '#common/limits'

/** The columns of a supplier export, named as the supplier's form names them; an export imports back unchanged. */
export const SUPPLIER_EXPORT_COLUMNS: CsvColumn<Supplier>[] = [
  { header: 'Code', value: (supplier) => supplier.code },
  { header: 'Name', value: (supplier) => supplier.name },
  { header: 'Contact person', value: (supplier) => supplier.contactName },
  { header: 'Email', value: (supplier) => supplier.email },
  { header: 'Phone', value: (supplier) => supplier.phone },
  { header: 'Address', value: (supplier) => supplier.address },
  { header: 'Tax ID', value: (supplier) => supplier.taxId },
  { header: 'Payment terms', value: (supplier) => supplier.paymentTerms },
  { header: 'Lead time (days)', value: (supplier) => supplier.leadTimeDays },
  { header: 'Notes', value: (supplier) => supplier.notes },
  { header: 'Active', value: (supplier) => supplier.isActive },
]

export interface SupplierImportRow extends Record<string, unknown> {
  code: string
  name: string
  contactName: string | null
  email: string | null
  phone: string | null
  address: string | null
  taxId: string | null
  paymentTerms: string | null
  leadTimeDays: number
  notes: string | null
  isActive: boolean
}

const rowValidator = vine.create(supplierFields())
rowValidator.messagesProvider = supplierMessages

/** A lead time cell: whole days as digits (empty is 0, the same day), else undefined. */
function readLeadTime(cell: string) {
  const value = cell.trim()
  if (value === '') return 0
  return /^\d{1,6}$/.test(value) ? Number(value) : undefined
}

/** One row with the form's rules; messages name the column they are about. */
export async function checkSupplierRow(
  cells: Record<string, string>
): Promise<RowCheck<SupplierImportRow>> {
  const messages: string[] = []
  const active = readActiveCell(cells.active)
  if (active === undefined) messages.push('active: Write yes or no.')
  const leadTime = readLeadTime(cells.lead_time_days)
  if (leadTime === undefined) {
    messages.push('lead_time_days: Enter the lead time as a whole number of days.')
  }

  const checked = await validateRow(rowValidator, {
    ...filledCells(cells),
    lead_time_days: leadTime ?? 0,
  })
  if ('messages' in checked) return { errors: [...fieldMessages(checked.messages), ...messages] }
  if (messages.length > 0) return { errors: messages }
  const { valid } = checked
  return {
    row: {
      code: valid.code,
      name: valid.name,
      contactName: valid.contact_name ?? null,
      email: valid.email ?? null,
      phone: valid.phone ?? null,
      address: valid.address ?? null,
      taxId: valid.tax_id ?? null,
      paymentTerms: valid.payment_terms ?? null,
      leadTimeDays: valid.lead_time_days,
      notes: valid.notes ?? null,
      isActive: active!,
    },
  }
}

/**
 * Each row against the stored suppliers: the one with the same code, case
 * ignored as the form ignores it, is the one it updates; any other row is
 * new. Two rows whose codes differ only in case would both name one
 * supplier, so the later one is refused. In a transaction the matched
 * suppliers are locked until it ends.
 */
async function planSuppliers(
  rows: SupplierImportRow[],
  fields: string[],
  client: QueryClientContract
): Promise<RowOutcome[]> {
  const byCode = await storedRowsBy(
    client,
    'suppliers',
    'code',
    rows.map((row) => row.code),
    { ignoreCase: true }
  )
  const seen = new Set<string>()
  return rows.map((row) => {
    const key = row.code.toLowerCase()
    if (seen.has(key)) return { errors: ['code: Another row of the file has this code.'] }
    seen.add(key)
    const stored = byCode.get(key)
    return planAgainst(row, stored, fields)
  })
}

function insertSuppliers(rows: SupplierImportRow[], trx: TransactionClientContract) {
  return insertStamped(trx, 'suppliers', rows)
}

/**
 * How the generic CSV import reads, checks and stores suppliers. A row
 * whose code a supplier has updates that supplier with the columns the
 * file has; the products a supplier carries are kept on its form only.
 */
export const supplierImport: ImportDefinition<SupplierImportRow> = {
  kind: 'suppliers',
  auditAction: 'supplier.imported',
  maxRows: MAX_SUPPLIER_IMPORT_ROWS,
  columns: [
    { key: 'code', header: 'code', required: true, aliases: ['supplier code'] },
    { key: 'name', header: 'name', required: true, aliases: ['supplier', 'supplier name'] },
    {
      key: 'contact_name',
      header: 'contact_person',
      aliases: ['contact', 'contact name'],
      field: 'contactName',
    },
    { key: 'email', header: 'email', aliases: ['e-mail', 'email address'] },
    { key: 'phone', header: 'phone', aliases: ['telephone', 'phone number'] },
    { key: 'address', header: 'address' },
    { key: 'tax_id', header: 'tax_id', aliases: ['tax id', 'vat number'], field: 'taxId' },
    { key: 'payment_terms', header: 'payment_terms', aliases: ['terms'], field: 'paymentTerms' },
    {
      key: 'lead_time_days',
      header: 'lead_time_days',
      aliases: ['lead time (days)', 'lead time'],
      field: 'leadTimeDays',
    },
    { key: 'notes', header: 'notes', aliases: ['note'] },
    { key: 'active', header: 'active', aliases: ['is active', 'is_active'], field: 'isActive' },
  ],
  validateRow: checkSupplierRow,
  uniqueFields: [{ field: 'code', label: 'code' }],
  table: 'suppliers',
  subjectType: 'supplier',
  updateAuditAction: 'supplier.updated',
  planRows: planSuppliers,
  insertRows: insertSuppliers,
}
