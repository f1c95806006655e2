import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { get, type IncomingHttpHeaders } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { freshDatabase } from '#tests/helpers/database'

const ORIGIN = `http://${env.get('HOST', 'localhost')}:${env.get('PORT', 3333)}`

/** The raw bytes and headers, as a browser receives them before it decodes anything. */
function fetchRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}
      get(`${ORIGIN}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          })
        )
      }).on('error', reject)
    }
  )
}

/** A built chunk as vite build leaves it: hashed name, with its .br and .gz copies. */
const NAME = 'delivery_fixture-Xq7Lm2Pa.js'
const SOURCE = Buffer.from(
  Array.from({ length: 200 }, (_, index) => `export const line${index} = ${index}\n`).join('')
)

test.group('Asset delivery', (group) => {
  group.setup(async () => {
    await freshDatabase({ demo: false })
    const dir = app.publicPath('assets')
    mkdirSync(dir, { recursive: true })
    writeFileSync(`${dir}/${NAME}`, SOURCE)
    writeFileSync(`${dir}/${NAME}.br`, brotliCompressSync(SOURCE))
    writeFileSync(`${dir}/${NAME}.gz`, gzipSync(SOURCE))
    return () => {
      for (const suffix of ['', '.br', '.gz']) rmSync(`${dir}/${NAME}${suffix}`, { force: true })
    }
  })

  test('a hashed asset is cached for a year and sent compressed as the browser accepts', async ({
    assert,
  }) => {
    const brotli = await fetchRaw(`/assets/${NAME}`, 'gzip, deflate, br, zstd')
    assert.equal(brotli.status, 200)
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(brotli.headers['content-encoding'], 'br')
    assert.equal(brotli.headers['content-type'], 'text/javascript; charset=utf-8')
    assert.include(brotli.headers.vary ?? '', 'Accept-Encoding')
    assert.isBelow(brotli.body.byteLength, SOURCE.byteLength / 2)
    assert.deepEqual(brotliDecompressSync(brotli.body), SOURCE)

    const gzipped = await fetchRaw(`/assets/${NAME}`, 'gzip')
    assert.equal(gzipped.headers['content-encoding'], 'gzip')
    assert.deepEqual(gunzipSync(gzipped.body), SOURCE)

    const plain = await fetchRaw(`/assets/${NAME}`)
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.isUndefined(plain.headers['content-encoding'])
    assert.deepEqual(plain.body, SOURCE)
  })

  test('the build manifest and missing assets are not served', async ({ assert }) => {
    const manifest = await fetchRaw('/assets/.vite/manifest.json')
    assert.equal(manifest.status, 404)
    const missing = await fetchRaw('/assets/missing-Ab12Cd34.js', 'br')
    assert.equal(missing.status, 404)
    assert.notInclude(missing.headers['cache-control'] ?? '', 'immutable')
  })

  test('a file at the top of public/ is served, with a validator for the next visit', async ({
    assert,
  }) => {
    const favicon = await fetchRaw('/favicon.svg')
    assert.equal(favicon.status, 200)
    assert.equal(favicon.headers['content-type'], 'image/svg+xml')
    assert.include(favicon.body.toString(), '<svg')
    assert.isString(favicon.headers['etag'])
  })

  test('pages are compressed and never cached as immutable', async ({ assert }) => {
    const page = await fetchRaw('/login', 'gzip, deflate, br, zstd')
    assert.equal(page.status, 200)
    assert.oneOf(page.headers['content-encoding'], ['br', 'gzip'])
    assert.notInclude(page.headers['cache-control'] ?? '', 'immutable')
    const html =
      page.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(page.body)
        : gunzipSync(page.body)
    assert.include(html.toString(), 'data-page=')
  })
})
