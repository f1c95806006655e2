import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { REFERENCED_TABLES, REFERENCES, type ReferencedKind } from '#support/references'

/**
 * What refers to each of the records (`#support/references`): by id, the
 * labels of the tables whose rows point at it. A record nothing refers to is
 * absent, so it may be deleted. One query per referring table, whatever the
 * number of ids, for a list that shows per row whether Delete is offered.
 */
export async function referencesToEach(
  kind: ReferencedKind,
  ids: readonly number[],
  client: QueryClientContract = db.connection()
) {
  const found = new Map<number, string[]>()
  if (ids.length === 0) return found
  const target = REFERENCED_TABLES[kind]
  for (const { table, column, label } of REFERENCES[kind]) {
    // EXISTS stops at the first referring row: a product sold a million times costs one probe.
    const rows: { id: number | string }[] = await client
      .from(target)
      .select(`${target}.id`)
      .whereIn(`${target}.id`, [...ids])
      .whereExists((referring) => {
        referring
          .from(`${table} as referring`)
          .select(client.raw('1'))
          .whereColumn(`referring.${column}`, `${target}.id`)
      })
    for (const row of rows) {
      const id = Number(row.id)
      const labels = found.get(id) ?? []
      if (!labels.includes(label)) labels.push(label)
      found.set(id, labels)
    }
  }
  return found
}

/** What refers to one record, e.g. `['staff assignments']`; empty when nothing does. */
export async function referencesTo(kind: ReferencedKind, id: number, client?: QueryClientContract) {
  const found = await referencesToEach(kind, [id], client)
  return found.get(id) ?? []
}
