import { BaseTransformer } from '@adonisjs/core/transformers'
import { auditActionLabel } from '#support/audit_actions'

/** A recorded action as the audit log's filter offers it: the key, and its words. */
export default class AuditActionOptionTransformer extends BaseTransformer<string> {
  toObject() {
    return { value: this.resource, label: auditActionLabel(this.resource) }
  }

  /** Every action recorded, as options in the order of their words. */
  static sorted(actions: string[]) {
    return actions
      .map((action) => new AuditActionOptionTransformer(action).toObject())
      .sort((a, b) => a.label.localeCompare(b.label))
  }
}
