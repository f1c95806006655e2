import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { setPin } from '#services/accounts/pins'

/** The demo staff's till PINs (README, docs/rules/demo-data.md): a manager approves with theirs. */
export const DEMO_PINS: Record<string, string> = {
  'admin@demo.test': '9157',
  'manager@demo.test': '4826',
  'cashier@demo.test': '3691',
  'clerk@demo.test': '7402',
}

/** Sets each demo user's PIN through the profile's own service. */
export async function seedPins(trx: TransactionClientContract) {
  for (const [email, pin] of Object.entries(DEMO_PINS)) {
    const user = await User.findByOrFail('email', email, { client: trx })
    await setPin({ user, ip: null }, pin, trx)
  }
}
