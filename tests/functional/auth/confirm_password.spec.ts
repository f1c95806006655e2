import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import env from '#start/env'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

const origin = `http://${env.get('HOST', 'localhost')}:${env.get('PORT')}`

/** The confirm-password page as reached from `page`. */
function cameFrom(page: string) {
  return (request: ApiRequest) => {
    fromPage(page)(request)
    request.withInertia()
  }
}

test.group('Confirm password', (group) => {
  group.each.setup(() => freshDatabase())

  test('Cancel goes back to the page the person came from, else to the dashboard', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const fromList = await admin.get('/confirm-password', cameFrom(`${origin}/users?page=2`))
    fromList.assertInertiaComponent('auth/confirm_password')
    assert.equal(fromList.inertiaProps.backUrl, '/users?page=2')

    for (const elsewhere of ['https://evil.example/users', `${origin}/confirm-password`, '']) {
      const page = await admin.get('/confirm-password', cameFrom(elsewhere))
      assert.equal(page.inertiaProps.backUrl, '/dashboard', elsewhere || 'no referer')
    }
  })
})
