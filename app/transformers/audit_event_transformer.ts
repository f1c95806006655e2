import type AuditEvent from '#models/audit_event'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** One line of the audit log as the page shows it; `changes` were redacted when written. */
export default class AuditEventTransformer extends BaseTransformer<AuditEvent> {
  toObject() {
    const event = this.resource
    return {
      id: event.id,
      action: event.action,
      at: event.createdAt.toISO()!,
      user: event.user ? { id: event.user.id, name: event.user.name } : null,
      subject: event.subjectType ? `${event.subjectType} #${event.subjectId}` : null,
      changes: event.changes,
      ip: event.ip,
    }
  }
}
