import { test } from '@japa/runner'
import { fromPage } from '#tests/helpers/agent'
import { confirmedAgent } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'
import { matrixFixtures } from '#tests/helpers/matrix_fixtures'
import { PAGE_ACTIONS, flagOf, letThrough, resolvePath } from '#tests/helpers/page_actions'
import { STAFF_EMAILS, type StaffActor } from '#tests/helpers/route_table'

/**
 * Every button a page offers, per role: the flag in the page's props must
 * say exactly what the server does with the button's request, so no button
 * leads to a refusal and no allowed step lacks its button.
 */
test.group('Page buttons match what the server allows', (group) => {
  group.each.setup(() => freshDatabase())

  for (const actor of Object.keys(STAFF_EMAILS) as StaffActor[]) {
    test(`as the ${actor}`, async ({ client, assert }) => {
      const fixtures = await matrixFixtures()
      const agent = await confirmedAgent(client, STAFF_EMAILS[actor])
      const mismatches: string[] = []
      let offered = 0
      for (const action of PAGE_ACTIONS) {
        const page = resolvePath(action.page, fixtures)
        const shown = await agent.visit(page)
        const flag = shown.status() === 200 && flagOf(shown.inertiaProps, action.flag)
        const path = resolvePath(action.path, fixtures)
        const body = typeof action.body === 'function' ? action.body(fixtures) : action.body
        const response =
          action.method === 'GET'
            ? await agent.get(path)
            : await agent.send(action.method, path, body ?? {}, fromPage(page))
        const after = response.status() === 302 && action.refusedBy ? await agent.visit(page) : null
        const errors = after?.inertiaProps.errors ?? {}
        const allowed = letThrough(response.status(), errors, action.refusedBy)
        if (flag) offered++
        if (flag !== allowed) {
          mismatches.push(`${page} ${action.flag}=${flag}, ${action.method} ${path}: ${allowed}`)
        }
      }
      assert.deepEqual(mismatches, [])
      // Each role is offered something and refused something, so the walk compares both ways.
      assert.isAbove(offered, 0)
      if (actor !== 'admin') assert.isBelow(offered, PAGE_ACTIONS.length)
    }).timeout(120_000)
  }
})
