import { test } from '@japa/runner'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { queriesDuring } from '#tests/helpers/query_count'

const WRITE = /^\s*(insert|update|delete|replace)\b/i

test.group('Reading pages writes nothing', (group) => {
  group.each.setup(() => freshDatabase())

  test('a signed-in user reading pages, and a guest on the sign-in page, write no statement', async ({
    client,
    assert,
  }) => {
    const manager = await signedIn(client, 'manager@demo.test')
    // The page after signing in shows its flash message once, which the session then forgets.
    await manager.visit('/dashboard')
    const statuses: number[] = []
    const statements = await queriesDuring(async () => {
      for (const path of ['/customers', '/dashboard', '/orders']) {
        const page = await manager.visit(path)
        statuses.push(page.status())
      }
    })
    assert.deepEqual(statuses, [200, 200, 200])
    assert.isNotEmpty(statements)
    assert.deepEqual(
      statements.filter((sql) => WRITE.test(sql)),
      []
    )

    const guest = manager.clone()
    guest.cookies.clear()
    await guest.get('/login')
    const again = await queriesDuring(async () => {
      const page = await guest.get('/login')
      page.assertStatus(200)
    })
    assert.deepEqual(
      again.filter((sql) => WRITE.test(sql)),
      []
    )
  })
})
