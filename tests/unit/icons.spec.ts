import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ICONS } from '#common/icons'

/** Every source file of the pages and the server (the menu names its icons there). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.(ts|tsx|edge)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : []
  )
}

test.group('Icons', () => {
  test('every bi-… class in the sources is one the build keeps', ({ assert }) => {
    const used = new Set<string>()
    for (const root of ['inertia', 'app', 'resources']) {
      for (const file of sources(app.makePath(root))) {
        for (const match of readFileSync(file, 'utf8').matchAll(
          /\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g
        )) {
          used.add(match[1])
        }
      }
    }
    assert.isAbove(used.size, 10)
    const missing = [...used].filter((name) => !ICONS.includes(name))
    assert.deepEqual(missing, [], `add to common/icons.ts: ${missing.join(', ')}`)
  })
})
