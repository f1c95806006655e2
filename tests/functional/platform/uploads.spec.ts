import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { test } from '@japa/runner'
import CsvImport from '#models/csv_import'
import { Agent, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

const CSV = Buffer.from('name,email\nAna Lima,ana@example.test\n')

function postFile(agent: Agent, url: string, method = 'POST') {
  return agent.send(method, url, undefined, (request) =>
    request.file('file', CSV, { filename: 'customers.csv', contentType: 'text/csv' })
  )
}

/**
 * The body parser writes uploads to the system's temporary folder; the
 * server runs in this process, so pointing TMPDIR at an empty folder shows
 * every file a request leaves behind.
 */
test.group('Uploads', (group) => {
  let folder: string
  let previous: string | undefined

  group.each.setup(async () => {
    await freshDatabase()
    previous = process.env.TMPDIR
    folder = await mkdtemp(join(tmpdir(), 'pos-uploads-'))
    process.env.TMPDIR = folder
    return async () => {
      if (previous === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = previous
      await rm(folder, { recursive: true, force: true })
    }
  })

  test('a guest’s multipart posts store nothing, on any route', async ({ client, assert }) => {
    const guest = new Agent(client)
    await guest.get('/login')
    for (const url of ['/login', '/register', '/forgot-password', '/customers/import']) {
      const response = await postFile(guest, url)
      assert.isBelow(response.status(), 500, url)
    }
    assert.deepEqual(await readdir(folder), [])
    assert.isNull(await CsvImport.first())
  })

  test('a signed-in user’s file on a route that takes none is never read', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    await postFile(agent, '/profile', 'PUT')
    await postFile(agent, '/customers', 'POST')
    assert.deepEqual(await readdir(folder), [])
  })

  test('a CSV import is read in memory: the preview exists, no file is left', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    const response = await postFile(agent, '/customers/import')
    response.assertStatus(302)
    assert.match(String(response.header('location')), /^\/customers\/import\/[\w-]{32}$/)
    const preview = await CsvImport.firstOrFail()
    assert.equal(preview.validCount, 1)
    assert.deepEqual(await readdir(folder), [])
  })

  test('without the permission the file is not even read', async ({ client, assert }) => {
    const clerk = await signedIn(client, 'clerk@demo.test')
    const response = await postFile(clerk, '/customers/import')
    response.assertStatus(403)
    assert.deepEqual(await readdir(folder), [])
  })
})
