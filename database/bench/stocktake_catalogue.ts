import db from '@adonisjs/lucid/services/db'

/** Rows per INSERT: SQLite writes a multi-row INSERT as one compound SELECT of at most 500 terms. */
const ROWS_PER_STATEMENT = 400

/**
 * Active products up to `size` (`BENCH-STK-000001` onwards, in ten
 * categories), so a whole-branch stocktake covers that many. Only the
 * stocktake benchmark needs a catalogue this large.
 */
export async function topUpCatalogue(size: number) {
  const [{ total }] = await db.from('products').where('is_active', true).count('* as total')
  const missing = size - Number(total)
  if (missing <= 0) return
  const now = new Date()
  const stamp =
    db.connection().dialect.name === 'postgres'
      ? now
      : now.toISOString().slice(0, 19).replace('T', ' ')
  await db.transaction(async (trx) => {
    for (let start = 0; start < missing; start += ROWS_PER_STATEMENT) {
      const rows = Array.from({ length: Math.min(ROWS_PER_STATEMENT, missing - start) }, (_, i) => {
        const serial = String(start + i + 1).padStart(6, '0')
        return {
          name: `Bench stock item ${serial}`,
          sku: `BENCH-STK-${serial}`,
          category: `Bench aisle ${(start + i) % 10}`,
          unit: 'each',
          price: 500,
          cost: 300,
          tax_rate_bp: 0,
          reorder_level: 0,
          is_active: true,
          created_at: stamp,
          updated_at: stamp,
        }
      })
      await trx.table('products').multiInsert(rows)
    }
  })
}
