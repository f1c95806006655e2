import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Runs one business operation in a transaction of its own or, given the
 * caller's, inside it as a savepoint, so it commits or rolls back with it.
 * Requests use the first; the demo seeder the second, building its month of
 * stock inside its one transaction through the same services a request uses.
 */
export function operation<Result>(
  work: (trx: TransactionClientContract) => Promise<Result>,
  within?: TransactionClientContract
): Promise<Result> {
  return within ? within.transaction(work) : db.transaction(work)
}
