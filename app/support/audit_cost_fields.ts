/**
 * The audit fields that reveal what something cost, per kind of subject
 * (the event's `subject_type`), spelt as the trail spells fields. Readers
 * without `products.view_cost` never see them in the log, nor find an
 * event by searching for their values. A subject that comes to record a
 * cost (a receipt's unit costs, an order line's cost snapshot) is declared
 * here in the same change.
 */
export const AUDIT_COST_FIELDS: Readonly<Record<string, readonly string[]>> = {
  product: ['cost', 'margin_bp'],
}

/** The cost fields of one kind of subject. */
export function costFieldsOf(subjectType: string | null): ReadonlySet<string> {
  return new Set(subjectType ? (AUDIT_COST_FIELDS[subjectType] ?? []) : [])
}
