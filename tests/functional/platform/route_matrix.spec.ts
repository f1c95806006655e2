import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import Setting from '#models/setting'
import { Agent } from '#tests/helpers/agent'
import { accountsOutsideTheApp } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'
import { DEMO_PASSWORD } from '#database/demo/organisation'
import { matrixFixtures, type MatrixFixtures } from '#tests/helpers/matrix_fixtures'
import {
  ACTORS,
  ROLE_PERMISSIONS,
  EXPECTED,
  STAFF_EMAILS,
  expectedOutcome,
  routeKeys,
  casesOf,
  resolveCase,
  type Actor,
  type Case,
  type Outcome,
  type StaffActor,
} from '#tests/helpers/route_table'

/**
 * The route-by-role matrix (issue #5): every route registered in the app at
 * run time must appear in the table of tests/helpers/route_table.ts, which
 * says what each kind of visitor meets there. A route missing from the table
 * fails the run, so a new route cannot ship without its authorisation being
 * written down.
 */

const REDIRECTS: Record<string, Outcome> = {
  '/login': 'login',
  '/confirm-password': 'confirm',
  '/verify-email': 'verify',
  '/waiting-for-access': 'waiting',
  '/dashboard': 'dashboard',
}

/**
 * What the response says happened. Any other answer (a page, a validation
 * redirect back, a download) means the access rules let the request through.
 */
function observedOutcome(response: ApiResponse, expected: Outcome): Outcome | string {
  const status = response.status()
  if (status === 403 || status === 404) return status
  if (status >= 500 || status === 419) return `status ${status}`
  const location = response.header('location') as string | undefined
  if (status >= 300 && status < 400 && location) {
    const outcome = REDIRECTS[new URL(location, 'http://app.test').pathname]
    // A successful write may land on the dashboard; only a guest page sends there by rule.
    if (outcome && (outcome !== 'dashboard' || expected === 'dashboard')) return outcome
  }
  return 'ok'
}

async function agentFor(client: ApiClient, actor: Actor) {
  const agent = new Agent(client)
  if (actor === 'guest') {
    await agent.get('/login')
    return agent
  }
  const email = actor in STAFF_EMAILS ? STAFF_EMAILS[actor as StaffActor] : `${actor}@matrix.test`
  const response = await agent.signIn(email, DEMO_PASSWORD)
  if (response.status() !== 302) throw new Error(`${actor} could not sign in`)
  return agent
}

async function confirmPassword(agent: Agent) {
  const response = await agent.post('/confirm-password', { password: DEMO_PASSWORD })
  if (response.status() !== 302) throw new Error('password confirmation failed')
}

async function prepare() {
  await freshDatabase()
  await Setting.query().update({ registrationOpen: true })
  await accountsOutsideTheApp('matrix.test')
  return { fixtures: await matrixFixtures(), permissions: await ROLE_PERMISSIONS() }
}

async function send(agent: Agent, method: string, item: Case, fixtures: MatrixFixtures) {
  const { path, body } = resolveCase(item, fixtures)
  const verb = method === 'ANY' ? (body ? 'POST' : 'GET') : method
  const response =
    verb === 'GET'
      ? await agent.visit(path)
      : await agent.send(verb, path, body ?? {}, (request) => request.header('X-Inertia', 'true'))
  return { path, verb, response }
}

test.group('Route-by-role matrix', () => {
  test('every registered route has a row in the expected-outcome table', ({ assert }) => {
    const registered = routeKeys()
    const missing = registered.filter((key) => !(key in EXPECTED))
    const stale = Object.keys(EXPECTED).filter((key) => !registered.includes(key))
    assert.deepEqual(missing, [], 'routes with no expected outcome')
    assert.deepEqual(stale, [], 'table rows for routes that no longer exist')
  })

  for (const actor of ACTORS) {
    test('{$self} meets the expected outcome on every route, pages and writes')
      .with([actor])
      .run(async ({ client, assert }) => {
        const { fixtures, permissions } = await prepare()
        let agent = await agentFor(client, actor)
        const failures: string[] = []

        for (const pass of ['unconfirmed', 'confirmed'] as const) {
          const confirmed = pass === 'confirmed'
          if (confirmed) {
            if (!(actor in STAFF_EMAILS)) break
            await confirmPassword(agent)
          }
          for (const key of routeKeys()) {
            const expectation = EXPECTED[key]
            if (!expectation) continue
            const rule = expectation.rule
            // The second pass only revisits what a confirmed password changes.
            if (confirmed && !(rule.access === 'app' && rule.confirm)) continue
            const [method] = key.split(' ')
            for (const item of casesOf(expectation)) {
              const sender = item.isolated ? await agentFor(client, actor) : agent
              if (item.isolated && confirmed) await confirmPassword(sender)
              const expected =
                item.overrides?.[actor] ??
                expectedOutcome(rule, item, actor, permissions, confirmed)
              const { path, verb, response } = await send(sender, method, item, fixtures)
              const observed = observedOutcome(response, expected)
              if (observed !== expected) {
                failures.push(
                  `${verb} ${path} (${pass}): expected ${expected}, got ${observed} [${response.status()} ${response.header('location') ?? ''}]`
                )
              }
            }
            // A write may have ended the session (logout is isolated, but be safe).
            if (!agent.cookies.has('pos-session')) agent = await agentFor(client, actor)
          }
        }
        assert.deepEqual(failures, [], `${actor}: unexpected outcomes`)
      })
      .timeout(120_000)
  }
})
