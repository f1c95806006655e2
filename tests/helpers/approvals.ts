import type { ApiRequest } from '@japa/api-client'
import User from '#models/user'
import { setPin } from '#services/accounts/pins'
import type { Agent } from '#tests/helpers/agent'

/** Gives a demo user a till PIN through the profile's service. */
export async function givePin(email: string, pin: string) {
  const user = await User.findByOrFail('email', email)
  await setPin({ user, ip: null }, pin)
  return user
}

/** A request the PIN dialog sends: JSON in, JSON out. */
export function asJson(request: ApiRequest) {
  request.header('Accept', 'application/json')
}

/** Asks for a manager's approval of `form` (the counter's sale form) as the signed-in cashier. */
export function askApproval(
  agent: Agent,
  form: Record<string, unknown>,
  approverId: number,
  pin: string
) {
  return agent.post('/approvals/sale', { ...form, approver_id: approverId, pin }, asJson)
}

/** Asks for a manager's approval of the void of `orderId` as the signed-in cashier. */
export function askVoidApproval(agent: Agent, orderId: number, approverId: number, pin: string) {
  return agent.post('/approvals/void', { order_id: orderId, approver_id: approverId, pin }, asJson)
}

/** Asks for a manager's approval of `form` (the return form) as the signed-in cashier. */
export function askReturnApproval(
  agent: Agent,
  form: Record<string, unknown>,
  approverId: number,
  pin: string
) {
  return agent.post('/approvals/return', { ...form, approver_id: approverId, pin }, asJson)
}
