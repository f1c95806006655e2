import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditEvent from '#models/audit_event'

export interface AuditEntry {
  action: string
  userId?: number | null
  subject?: { type: string; id: number | string } | null
  changes?: Record<string, unknown> | null
  ip?: string | null
}

/** Who performs a business operation, as its audit events record them. */
export interface Actor {
  userId: number
  ip: string | null
}

/** The signed-in user behind a request, as the actor of what it changes. */
export function requestActor({ auth, request }: Pick<HttpContext, 'auth' | 'request'>): Actor {
  return { userId: auth.user!.id, ip: request.ip() }
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

/**
 * The fields that differ between two snapshots of a record, as
 * `{ field: { from, to } }`, for the `changes` of an update event.
 * Secrets are dropped when the event is written.
 */
export function diffChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null }
    }
  }
  return changes
}

/**
 * The one writer of the audit trail. Pass the business operation's
 * transaction so the event commits or rolls back with it.
 */
export async function recordAudit(entry: AuditEntry, trx?: TransactionClientContract) {
  const event = new AuditEvent()
  event.fill({
    action: entry.action,
    userId: entry.userId ?? null,
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject ? String(entry.subject.id) : null,
    changes: entry.changes ? (redactSecrets(entry.changes) as Record<string, unknown>) : null,
    ip: entry.ip ?? null,
  })
  if (trx) event.useTransaction(trx)
  await event.save()
  return event
}

/** Same as recordAudit, filling the acting user and address from the request. */
export function recordRequestAudit(
  ctx: Pick<HttpContext, 'auth' | 'request'>,
  entry: Omit<AuditEntry, 'ip'>,
  trx?: TransactionClientContract
) {
  return recordAudit(
    {
      ...entry,
      userId: entry.userId === undefined ? ctx.auth.user?.id : entry.userId,
      ip: ctx.request.ip(),
    },
    trx
  )
}
