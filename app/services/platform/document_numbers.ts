import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { returnedRows } from '#support/returned_rows'

/** The documents numbered shop-wide, and the prefix of their numbers. */
export const DOCUMENT_PREFIXES = {
  receipt: 'RC',
  transfer: 'TR',
  return: 'RT',
  stocktake: 'SC',
  purchase_order: 'PO',
  cash_movement: 'CM',
} as const

export type NumberedDocument = keyof typeof DOCUMENT_PREFIXES

/**
 * The next number of a kind of document (`TR-000001`), taken inside the
 * transaction that creates the document: the counter's row stays locked
 * until it commits, so concurrent documents get distinct numbers and a
 * rolled-back one leaves no gap.
 */
export async function nextDocumentNumber(kind: NumberedDocument, trx: TransactionClientContract) {
  await trx
    .knexQuery()
    .table('document_sequences')
    .insert({ kind, last_value: 0 })
    .onConflict('kind')
    .ignore()
  const result = await trx.rawQuery(
    'UPDATE document_sequences SET last_value = last_value + 1 WHERE kind = ? RETURNING last_value',
    [kind]
  )
  const [row] = returnedRows<{ last_value: number | string }>(result)
  const value = Number(row.last_value)
  return `${DOCUMENT_PREFIXES[kind]}-${String(value).padStart(6, '0')}`
}

/**
 * The next order number of a branch (`DTN-000001`), taken inside the
 * transaction that completes the sale: the branch's row stays locked until
 * it commits, so concurrent sales at one branch get consecutive numbers and
 * a sale that rolls back leaves no gap. Taken last, so the lock is held for
 * the shortest time.
 */
export async function nextOrderNumber(branchId: number, trx: TransactionClientContract) {
  const result = await trx.rawQuery(
    'UPDATE branches SET next_order_seq = next_order_seq + 1 WHERE id = ? RETURNING code, next_order_seq',
    [branchId]
  )
  const [{ code, next_order_seq: next }] = returnedRows<{
    code: string
    next_order_seq: number | string
  }>(result)
  return `${code}-${String(Number(next) - 1).padStart(6, '0')}`
}
