import { PRODUCT_COST_FIELDS, type default as AuditEvent } from '#models/audit_event'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { moneyFieldsOf } from '#support/money_columns'

const COST_FIELDS = new Set<string>(PRODUCT_COST_FIELDS)

/**
 * One line of the audit log as the page shows it. Secrets were redacted when
 * the event was written; a product's cost is hidden here from viewers who
 * may not see costs, since the same event is read by people with different
 * permissions.
 */
export default class AuditEventTransformer extends BaseTransformer<AuditEvent> {
  constructor(
    resource: AuditEvent,
    protected withCost: boolean
  ) {
    super(resource)
  }

  toObject() {
    const event = this.resource
    const changes = this.visibleChanges()
    const money = moneyFieldsOf(event.subjectType)
    return {
      id: event.id,
      action: event.action,
      at: event.createdAt.toISO()!,
      user: event.user ? { id: event.user.id, name: event.user.name } : null,
      subject: event.subjectType ? `${event.subjectType} #${event.subjectId}` : null,
      changes,
      moneyFields: Object.keys(changes ?? {}).filter((key) => money.has(key)),
      ip: event.ip,
    }
  }

  private visibleChanges() {
    const { changes, subjectType } = this.resource
    if (!changes || this.withCost || subjectType !== 'product') return changes
    return Object.fromEntries(Object.entries(changes).filter(([key]) => !COST_FIELDS.has(key)))
  }
}
