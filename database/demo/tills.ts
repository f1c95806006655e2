import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import TillSession from '#models/till_session'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { recordCashMovement } from '#services/tills/cash_movements'
import { closeSession } from '#services/tills/close_session'
import { createTill } from '#services/tills/manage_tills'
import { openSession } from '#services/tills/open_session'
import { expectedCash } from '#common/tills'
import type { DemoTimeline } from '#database/demo/timeline'
import { seeded } from '#database/seeded_random'

/**
 * The demo's drawers: one per branch, two at Downtown, each with who works
 * it, and the first day of the month its branch sells (as in sales.ts).
 */
const DEMO_TILLS = [
  {
    branch: 'DTN',
    name: 'Front 1',
    code: 'DTNFRONT1',
    openedBy: 'cashier@demo.test',
    fromDay: 29,
  },
  {
    branch: 'DTN',
    name: 'Front 2',
    code: 'DTNFRONT2',
    openedBy: 'manager@demo.test',
    fromDay: 29,
  },
  {
    branch: 'NTH',
    name: 'Front 1',
    code: 'NTHFRONT1',
    openedBy: 'manager@demo.test',
    fromDay: 28,
  },
  { branch: 'HBR', name: 'Front 1', code: 'HBRFRONT1', openedBy: 'admin@demo.test', fromDay: 27 },
] as const

/** A float of 150.00 in the shop's minor units: notes and coins for the first change of the day. */
const DEMO_FLOAT = 15_000

/** The demo tills' ids by their code, for the sales to be filed at. */
export type DemoTills = Record<(typeof DEMO_TILLS)[number]['code'], number>

async function actorOf(trx: TransactionClientContract, email: string): Promise<Actor> {
  const user = await User.query({ client: trx }).where('email', email).preload('role').firstOrFail()
  return { user, ip: null }
}

/** The tills, through the services, before the month's history so its sales are filed in sessions. */
export async function seedTills(trx: TransactionClientContract): Promise<DemoTills> {
  const admin = await actorOf(trx, 'admin@demo.test')
  const ids = {} as DemoTills
  for (const demo of DEMO_TILLS) {
    const branch = await Branch.findByOrFail('code', demo.branch, { client: trx })
    const till = await createTill(
      { branchId: branch.id, name: demo.name, code: demo.code },
      admin,
      trx
    )
    ids[demo.code] = till.id
  }
  return ids
}

/**
 * A session a day on every till over the month, on the timeline between the
 * sales: opened at 08:00 (the first on a counted float of 150.00, the next
 * ones carrying the last count over), change added now and then, and at
 * 20:30 the takings above the float dropped to the safe and the drawer
 * counted, a little short or over on some days. Today's stays open.
 */
export function seedTillHistory(
  trx: TransactionClientContract,
  timeline: DemoTimeline,
  tills: DemoTills
) {
  const random = seeded(20261128)
  for (const demo of DEMO_TILLS) {
    const tillId = tills[demo.code]
    for (let daysAgo: number = demo.fromDay; daysAgo >= 0; daysAgo--) {
      const first = daysAgo === demo.fromDay
      const changeAdded = daysAgo % 7 === 3
      // Most counts match; about one in five is off by a coin or a note.
      const off = random.chance(0.2) ? random.pick([-500, -200, -100, -50, -20, 10, 50, 100]) : 0
      timeline.at(daysAgo, 8, 0, async () => {
        await openSession(
          {
            tillId,
            floatSource: first ? 'counted' : 'carried',
            openingFloat: first ? DEMO_FLOAT : null,
            idempotencyKey: randomUUID(),
          },
          await actorOf(trx, demo.openedBy),
          trx
        )
      })
      if (changeAdded) {
        timeline.at(daysAgo, 12, 15, async () => {
          const session = await openOn(trx, tillId)
          await recordCashMovement(
            session,
            {
              direction: 'in',
              reason: 'change_added',
              amount: 5000,
              note: 'Coins from the bank',
              idempotencyKey: randomUUID(),
            },
            await actorOf(trx, demo.openedBy),
            trx
          )
        })
      }
      if (daysAgo === 0) continue
      timeline.at(daysAgo, 20, 30, async () => {
        const actor = await actorOf(trx, demo.openedBy)
        let session = await openOn(trx, tillId)
        const takings = expectedCash(session) - DEMO_FLOAT
        if (takings > 0) {
          await recordCashMovement(
            session,
            {
              direction: 'out',
              reason: 'safe_drop',
              amount: takings,
              note: null,
              idempotencyKey: randomUUID(),
            },
            actor,
            trx
          )
          session = await openOn(trx, tillId)
        }
        await closeSession(
          session,
          { countedCash: Math.max(0, expectedCash(session) + off), idempotencyKey: randomUUID() },
          actor,
          trx
        )
      })
    }
  }
}

/** The till's open session, as it stands now. */
function openOn(trx: TransactionClientContract, tillId: number) {
  return TillSession.query({ client: trx })
    .where('till_id', tillId)
    .where('status', 'open')
    .firstOrFail()
}

/**
 * Every till has a session open now (the history opens today's from 08:00
 * UTC; before that, one opens here) so the counter sells as soon as a till
 * is chosen on the device (Sales › Tills).
 */
export async function openTillsNow(trx: TransactionClientContract, tills: DemoTills) {
  for (const demo of DEMO_TILLS) {
    const open = await TillSession.query({ client: trx })
      .where('till_id', tills[demo.code])
      .where('status', 'open')
      .first()
    if (open) continue
    await openSession(
      {
        tillId: tills[demo.code],
        floatSource: 'carried',
        idempotencyKey: randomUUID(),
      },
      await actorOf(trx, demo.openedBy),
      trx
    )
  }
}
