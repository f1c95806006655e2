import type { ApiClient } from '@japa/api-client'
import { Agent } from '#tests/helpers/agent'

/** A signed-in tab whose password was just confirmed, as the sensitive areas ask. */
export async function confirmedAgent(client: ApiClient, email: string) {
  const agent = new Agent(client)
  await agent.signIn(email)
  await agent.post('/confirm-password', { password: 'demo-password' })
  return agent
}
