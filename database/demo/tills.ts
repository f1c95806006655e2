import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { createTill } from '#services/tills/manage_tills'
import { openSession } from '#services/tills/open_session'

/** The demo's drawers: one per branch, two at Downtown, each with who opens it today. */
const DEMO_TILLS = [
  { branch: 'DTN', name: 'Front 1', code: 'DTNFRONT1', openedBy: 'cashier@demo.test' },
  { branch: 'DTN', name: 'Front 2', code: 'DTNFRONT2', openedBy: 'manager@demo.test' },
  { branch: 'NTH', name: 'Front 1', code: 'NTHFRONT1', openedBy: 'manager@demo.test' },
  { branch: 'HBR', name: 'Front 1', code: 'HBRFRONT1', openedBy: 'admin@demo.test' },
] as const

/** A float of 150.00 in the shop's minor units: notes and coins for the first change of the day. */
const DEMO_FLOAT = 15_000

/**
 * The tills, through the services, each with a session open now so the
 * counter can sell as soon as a till is chosen on the device (Sales › Tills).
 */
export async function seedTills(trx: TransactionClientContract) {
  const actor = async (email: string): Promise<Actor> => {
    const user = await User.query({ client: trx })
      .where('email', email)
      .preload('role')
      .firstOrFail()
    return { user, ip: null }
  }
  const admin = await actor('admin@demo.test')
  for (const demo of DEMO_TILLS) {
    const branch = await Branch.findByOrFail('code', demo.branch, { client: trx })
    const till = await createTill(
      { branchId: branch.id, name: demo.name, code: demo.code },
      admin,
      trx
    )
    await openSession(
      {
        tillId: till.id,
        floatSource: 'counted',
        openingFloat: DEMO_FLOAT,
        idempotencyKey: randomUUID(),
      },
      await actor(demo.openedBy),
      trx
    )
  }
}
