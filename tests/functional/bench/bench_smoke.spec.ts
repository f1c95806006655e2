import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { promisify } from 'node:util'
import app from '@adonisjs/core/services/app'
import { lockBuiltPages } from '#tests/helpers/built_pages_lock'

const run = promisify(execFile)

/**
 * `npm run bench` on a tiny shop: it builds, generates both
 * data sets, loads the compiled server and prints its table, every row
 * there, and the checks after the checkout load hold. The figures are not
 * judged here: two cores running the suite say nothing about speed, and
 * on a busy pair the whole run, build included, takes close to four minutes. It
 * runs on SQLite only: a second run on PostgreSQL cost CI two minutes and
 * proved the same table code.
 */
test.group('Benchmark smoke run', () => {
  test('npm run bench completes on 400 orders and prints every measure', async ({
    assert,
    cleanup,
  }) => {
    const work = 'tmp/bench-smoke'
    await rm(app.makePath(work), { recursive: true, force: true })
    // Its `node ace build` writes the pages again, under the first-visit test's server.
    cleanup(await lockBuiltPages())
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        '@poppinss/ts-exec',
        'bench/run.ts',
        '--orders=400',
        '--compare=200',
        '--duration=0.5',
        '--samples=3',
        '--service-sales=10',
        `--work=${work}`,
        '--port=3391',
      ],
      // The run builds the app, then also files 2,000 sales in a till session to time its close.
      { cwd: app.makePath(), env: process.env, timeout: 420_000, maxBuffer: 16 * 1024 * 1024 }
    )
    const table = stdout.slice(stdout.indexOf('| Measure |'))
    const measures = table
      .split('\n')
      .slice(2)
      .filter((line) => line.startsWith('| '))
      .map((line) => line.split(' | ')[0].slice(2))
    assert.include(measures, 'No-op route, signed in, 16 connections')
    // Every no-op POST answered by its own redirect (a refused CSRF token stops the run).
    assert.match(
      table,
      /\| No-op POST: a sale's body, CSRF check, flash and redirect, 32 connections \| [1-9]\d* \|/
    )
    assert.lengthOf(
      measures.filter((measure) => measure.startsWith('Stocks, ')),
      4,
      'Stocks: first page, deep page, search and filter'
    )
    // The lists that seek their pages: the deep page by its number, and by the Next link.
    for (const page of ['Products', 'Customers', 'Orders', 'Returns', 'Audit log']) {
      const listed = measures.filter((measure) => measure.startsWith(`${page}, `))
      assert.lengthOf(listed, 5, `${page}: first, deep, deep by the Next link, search, filter`)
      assert.match(listed[2], /, deep page by the Next link \(`\/[a-z]+\?page=\d+&after=\d+`\)$/)
    }
    assert.lengthOf(
      measures.filter((measure) => measure.startsWith('Report ')),
      28,
      'seven reports (the cash report too), two periods, two sizes'
    )
    assert.match(
      table,
      /\| Reorder suggestions, one branch: [\d,]+ lines \(`\/purchase-orders\/suggestions\?branch=1`\) \| \d+ \|.*\| p95 < 500 ms \| (met|MISSED) \|/
    )
    assert.match(table, /\| Checkout over HTTP, 3 lines, 32 connections: [1-9]\d* sales/)
    assert.match(
      table,
      /\| Checkout ceiling with the POST: 1 \/ \(1 \/ no-op POST \+ 1 \/ hand-written SQL\) \| [1-9]\d* \|.*\| checkout at \d+ % of it; this ceiling at \d+ % of the one above \|/
    )
    assert.match(table, /\| Checkout service in process, one sale after another \| \d+ \|/)
    assert.match(table, /\| The same writes in hand-written SQL, one transaction a sale \| \d+ \|/)
    assert.match(table, /\| Server resident memory, peak under this load \|.*\(\d+ MB\)/)
    assert.match(table, /\| After the checkout loads: ledger invariant.* \| all hold \| met \|/)
    await rm(app.makePath(work), { recursive: true, force: true })
  })
    .skip(process.env.DB_CONNECTION === 'pg', 'the smoke run is on SQLite only')
    .timeout(480_000)
})
