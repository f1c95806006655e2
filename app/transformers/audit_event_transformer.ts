import type AuditEvent from '#models/audit_event'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { moneyFieldsOf } from '#support/money_columns'
import { costFieldsOf } from '#support/audit_cost_fields'
import { auditActionLabel } from '#support/audit_actions'
import type { SubjectLabel } from '#services/platform/audit_subjects'

/**
 * One line of the audit log as the page shows it. Secrets were redacted when
 * the event was written; fields that reveal cost are hidden here from viewers who
 * may not see costs, since the same event is read by people with different
 * permissions.
 */
export default class AuditEventTransformer extends BaseTransformer<AuditEvent> {
  constructor(
    resource: AuditEvent,
    protected withCost: boolean,
    protected subject: SubjectLabel | null
  ) {
    super(resource)
  }

  /** A page of the log, each event with the words for what it names. */
  static ofPage(
    page: { rows: AuditEvent[]; subjects: { of(event: AuditEvent): SubjectLabel | null } },
    withCost: boolean
  ) {
    return page.rows.map((event) =>
      new AuditEventTransformer(event, withCost, page.subjects.of(event)).toObject()
    )
  }

  toObject() {
    const event = this.resource
    const changes = this.visibleChanges()
    const money = moneyFieldsOf(event.subjectType)
    return {
      id: event.id,
      action: event.action,
      // The action in words: "Changed price".
      actionLabel: auditActionLabel(event.action),
      at: event.createdAt.toISO()!,
      user: event.user ? { id: event.user.id, name: event.user.name } : null,
      subject: this.subject,
      changes,
      // Keys of `changes` holding money in minor units.
      moneyFields: Object.keys(changes ?? {}).filter((key) => money.has(key)),
      ip: event.ip,
    }
  }

  private visibleChanges() {
    const { changes, subjectType } = this.resource
    if (!changes || this.withCost) return changes
    const hidden = costFieldsOf(subjectType)
    return Object.fromEntries(Object.entries(changes).filter(([key]) => !hidden.has(key)))
  }
}
