import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/** Every source file under a folder of the pages' tree. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : []
  )
}

/** A member `id: number`, on its own line or opening an inline object type. */
const RECORD_ID = /(?:^\s+|\{\s*)id\??:\s*number\b/

/**
 * Where a file declares a record with a numeric id: anywhere in a page (it
 * receives them as props), only in exported types elsewhere (what pages pass
 * on to components). Function parameters named `id` are not declarations.
 */
function restatedRecords(file: string, exportedOnly: boolean) {
  const lines = readFileSync(file, 'utf8').split('\n')
  const found: string[] = []
  let inExported = false
  lines.forEach((line, index) => {
    // A top-level line starts a declaration; indented lines belong to the one above.
    if (/^\S/.test(line)) inExported = /^export (interface|type) /.test(line)
    if ((!exportedOnly || inExported) && RECORD_ID.test(line)) {
      found.push(`${relative(app.makePath(), file)}:${index + 1}`)
    }
  })
  return found
}

/** Files excused from the first test while their props are not yet shaped by transformers: none now. */
const NOT_YET_FROM_TRANSFORMERS: string[] = []

function offenders() {
  const pages = sources(app.makePath('inertia/pages')).flatMap((file) =>
    restatedRecords(file, false)
  )
  const shared = ['components', 'lib', 'template', 'layouts'].flatMap((dir) =>
    sources(app.makePath('inertia', dir)).flatMap((file) => restatedRecords(file, true))
  )
  return [...pages, ...shared]
}

test.group('Page props typed from the transformers', () => {
  test('no page or component restates a record the server sends: it takes it from Data', ({
    assert,
  }) => {
    const restated = offenders().filter(
      (place) => !NOT_YET_FROM_TRANSFORMERS.some((file) => place.startsWith(`${file}:`))
    )
    assert.deepEqual(restated, [])
  })

  test('each file excused above still restates records, so the list only shrinks', ({ assert }) => {
    const files = new Set(offenders().map((place) => place.replace(/:\d+$/, '')))
    for (const file of NOT_YET_FROM_TRANSFORMERS) assert.isTrue(files.has(file), file)
  })
})
