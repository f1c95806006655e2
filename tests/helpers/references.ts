import db from '@adonisjs/lucid/services/db'
import { REFERENCES, type ReferencedKind } from '#support/references'

type Cleanup = (handler: () => Promise<void>) => void

/**
 * A table that refers to products, customers or branches the way stock and
 * orders will, declared in the reference registry for one test only: the
 * cleanup withdraws the declaration and drops the table.
 */
export async function scratchReference(
  kind: ReferencedKind,
  label: string,
  cleanup: Cleanup,
  column = `${kind}_id`
) {
  const table = `scratch_${label.replace(/\W+/g, '_')}`
  const reference = { table, column, label }
  await db.connection().schema.createTable(table, (builder) => {
    builder.increments('id')
    builder.integer(column).notNullable()
  })
  REFERENCES[kind].push(reference)
  cleanup(async () => {
    REFERENCES[kind].splice(REFERENCES[kind].indexOf(reference), 1)
    await db.connection().schema.dropTable(table)
  })
  return {
    /** Writes a row pointing at the record. */
    refer: (id: number) => db.table(table).insert({ [column]: id }),
  }
}
