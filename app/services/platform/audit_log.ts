import string from '@adonisjs/core/helpers/string'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import AuditEvent from '#models/audit_event'
import type User from '#models/user'
import { likePattern } from '#support/search'
import type { AuditAction } from '#support/audit_actions'

/** One field of an audit event: its value before and after. */
export interface FieldChange {
  from: unknown
  to: unknown
}

/**
 * The one shape of an audit event's `changes`: `{ field: { from, to } }`,
 * field names in snake_case as the columns are spelt. A record created, or a
 * fact an event notes (the email a sign-in used), is a value set from null;
 * a record deleted, a value going to null.
 */
export type AuditChanges = Record<string, FieldChange>

/**
 * Whom an event names: a service's `Actor`, or the person behind a flow
 * with no session yet (a sign-in, a reset link), who may be unknown.
 */
export interface AuditActor {
  user: Pick<User, 'id'> | null
  ip: string | null
}

/** What an event is about. `branchId` when the record belongs to one branch. */
export interface AuditSubject {
  type: string
  id: number | string
  branchId?: number | null
}

export interface AuditEntry {
  action: AuditAction
  actor: AuditActor
  subject?: AuditSubject | null
  changes?: AuditChanges | null
}

/** Keys whose values never reach the audit trail, at any depth. */
const SECRET_KEY = /pass(word)?|token|secret|hash|api[_-]?key|remember/i

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, redactSecrets(inner)])
    )
  }
  return value
}

function sameValue(a: unknown, b: unknown) {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** The fields that differ between two snapshots of a record. */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>
): AuditChanges {
  const changes: AuditChanges = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!sameValue(before[key], after[key])) {
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null }
    }
  }
  return changes
}

/** A new record's fields, or the facts an event notes, as values set from null. */
export function valuesSet(values: Record<string, unknown>): AuditChanges {
  return changesBetween({}, values)
}

/** A deleted record's fields, as values going to null. */
export function valuesRemoved(values: Record<string, unknown>): AuditChanges {
  return changesBetween(values, {})
}

/** Field names in the one case of the trail, secrets dropped. */
function normalised(changes: AuditChanges) {
  const entries = Object.entries(changes).map(([key, change]) => [string.snakeCase(key), change])
  return redactSecrets(Object.fromEntries(entries)) as AuditChanges
}

/**
 * The one writer of the audit trail. Pass the business operation's
 * transaction so the event commits or rolls back with it.
 */
export async function recordAudit(entry: AuditEntry, trx?: TransactionClientContract) {
  const event = new AuditEvent()
  event.fill({
    action: entry.action,
    userId: entry.actor.user?.id ?? null,
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject ? String(entry.subject.id) : null,
    branchId: entry.subject?.branchId ?? null,
    changes: entry.changes && Object.keys(entry.changes).length ? normalised(entry.changes) : null,
    ip: entry.actor.ip,
  })
  if (trx) event.useTransaction(trx)
  await event.save()
  return event
}

/**
 * Records what differs between two snapshots of a record, and nothing when
 * nothing does. Returns the changes, for callers that record a second
 * event about one of them.
 */
export async function recordChanges(
  entry: Omit<AuditEntry, 'changes'> & {
    before: Record<string, unknown>
    after: Record<string, unknown>
  },
  trx: TransactionClientContract
) {
  const { before, after, ...event } = entry
  const changes = changesBetween(before, after)
  if (Object.keys(changes).length) await recordAudit({ ...event, changes }, trx)
  return changes
}

/**
 * The row as it stands inside the transaction, locked until it ends (FOR
 * UPDATE on PostgreSQL; SQLite's single writer serialises the transaction
 * already). A change audited against this snapshot records a "before" that
 * existed, however many people save the same record at once.
 */
export function lockedRow<Model extends LucidModel>(
  model: Model,
  id: number,
  trx: TransactionClientContract
): Promise<InstanceType<Model>> {
  return model.query({ client: trx }).where(model.primaryKey, id).forUpdate().firstOrFail()
}

/**
 * Deactivates or reactivates a record locked in `trx` and records the
 * switch as `{ is_active: { from, to } }`; nothing when it is already so.
 */
export async function switchActive<Row extends LucidRow & { isActive: boolean }>(
  row: Row,
  active: boolean,
  event: Omit<AuditEntry, 'changes'>,
  trx: TransactionClientContract
) {
  if (row.isActive === active) return row
  row.isActive = active
  await row.useTransaction(trx).save()
  await recordAudit({ ...event, changes: { is_active: { from: !active, to: active } } }, trx)
  return row
}

/** What an erased value reads as in the audit trail. */
export const ERASED = '[erased]'

function isFieldChange(value: unknown): value is FieldChange {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value
}

/** A value, or each side of a change, replaced when `erase` says so (events older than the one shape included). */
function scrub(value: unknown, erase: (side: unknown) => boolean): unknown {
  const side = (inner: unknown) => (inner !== null && erase(inner) ? ERASED : inner)
  return isFieldChange(value) ? { from: side(value.from), to: side(value.to) } : side(value)
}

/**
 * Scrubs a person's data from the audit trail when they are erased: the
 * `fields` of every event about `subject`, and any field of any event whose
 * value is one of `values` (an email that sign-in and reset events noted
 * without a subject). The events stay, so the trail still says what
 * happened and when; only the personal values go. The one write that
 * touches past events.
 */
export async function eraseFromAudit(
  target: { subject: AuditSubject; fields: readonly string[]; values?: readonly string[] },
  trx: TransactionClientContract
) {
  const fields = new Set(target.fields)
  const values = (target.values ?? []).map((value) => value.toLowerCase())
  const operator = trx.dialect.name === 'postgres' ? 'ILIKE' : 'LIKE'
  const events = await AuditEvent.query({ client: trx })
    .whereNotNull('changes')
    .where((query) => {
      query.where({ subject_type: target.subject.type, subject_id: String(target.subject.id) })
      for (const value of values) query.orWhereRaw(`changes ${operator} ?`, [likePattern(value)])
    })
    .forUpdate()
  const ofSubject = (event: AuditEvent) =>
    event.subjectType === target.subject.type && event.subjectId === String(target.subject.id)
  const isErasedValue = (value: unknown) =>
    typeof value === 'string' && values.includes(value.toLowerCase())
  for (const event of events) {
    const changes = event.changes!
    const wholeField = (key: string) => ofSubject(event) && fields.has(key)
    const scrubbed = Object.fromEntries(
      Object.entries(changes).map(([key, change]) => [
        key,
        scrub(change, wholeField(key) ? () => true : isErasedValue),
      ])
    )
    if (JSON.stringify(scrubbed) === JSON.stringify(changes)) continue
    await AuditEvent.query({ client: trx })
      .where('id', event.id)
      .update({ changes: JSON.stringify(scrubbed) })
  }
}
