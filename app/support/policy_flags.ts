/**
 * A page's `can` flags: each named action asked of the record's policy, the
 * very checks its routes and services meet, so a button shows exactly when
 * its step would be allowed.
 */
export async function policyFlags<Action extends string>(
  actions: readonly Action[],
  allows: (action: Action) => Promise<boolean>
): Promise<Record<Action, boolean>> {
  const answers = await Promise.all(actions.map((action) => allows(action)))
  return Object.fromEntries(actions.map((action, index) => [action, answers[index]])) as Record<
    Action,
    boolean
  >
}

/** The ids of the records a policy action allows, for a list whose rows each offer the step. */
export async function allowedIds<Row extends { id: number }>(
  rows: readonly Row[],
  allows: (row: Row) => Promise<boolean>
) {
  const answers = await Promise.all(rows.map((row) => allows(row)))
  return rows.filter((_, index) => answers[index]).map((row) => row.id)
}
