import { test } from '@japa/runner'
import { benchSize, generateBenchData } from '#database/bench/generator'
import { freshDatabase } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/agent'
import { queriesDuring } from '#tests/helpers/query_count'

/**
 * Queries per request: each index page, report and the
 * dashboard runs a fixed number of SQL statements, the same for a page of
 * one row as for a full page of 25, with twenty branches. The numbers
 * are pinned: a new N+1 query, or a query per branch, changes them. Eight
 * of them are every signed-in page's own: the session read (a session that
 * did not change is not written), the user and role, the settings and the user's branches (each read once per
 * request, however many parts of the page use them) and the menu's three
 * badges: transfers to receive, users waiting, offline sales to review (the low-stock badge's count, and the dashboard's lowest stocks,
 * are kept a minute, so they are not among them).
 */
/** Report statements per report, for a day and for thirty. */
const REPORTS = {
  'sales': 13,
  'revenue': 12,
  'product-sales': 9,
  'seller-sales': 10,
  'shrinkage': 12,
  'purchases': 11,
}

const PAGES: { name: string; few: string; many: string; statements: number }[] = [
  { name: 'products', few: '/products?search=BEV-001-0001', many: '/products', statements: 11 },
  {
    name: 'customers',
    few: '/customers?search=olivia.bennett.1@',
    many: '/customers',
    statements: 13,
  },
  { name: 'stocks', few: '/stocks?search=BEV-001-0001', many: '/stocks', statements: 12 },
  { name: 'orders', few: '/orders?search=B04-000001', many: '/orders', statements: 15 },
  { name: 'returns', few: '/returns?search=RT-000001', many: '/returns', statements: 13 },
  { name: 'audit log', few: '/audit?action=order.voided', many: '/audit', statements: 14 },
  ...Object.entries(REPORTS).map(([report, statements]) => ({
    name: `${report} report`,
    few: `/reports/${report}?preset=today`,
    many: `/reports/${report}?preset=last_30_days`,
    statements,
  })),
  // The two till blocks read a count and their rows each, and the differences'
  // tills, branches and cashiers (the generated days are filed in sessions): seven of the 28.
  { name: 'dashboard', few: '/dashboard', many: '/dashboard', statements: 28 },
]

test.group('Queries per request', (group) => {
  group.setup(async () => {
    await freshDatabase()
    await generateBenchData({ size: { ...benchSize(2000), days: 40 } })
  })
  group.each.timeout(120_000)

  for (const page of PAGES) {
    test('{$self}')
      .with([page.name])
      .run(async ({ client, assert }) => {
        const agent = await signedIn(client, 'admin@demo.test')
        // Once first: the menu's low-stock badge is then counted from what a minute keeps.
        await agent.visit(page.many)
        const few = await queriesDuring(() => agent.visit(page.few))
        const many = await queriesDuring(() => agent.visit(page.many))
        assert.equal(many.length, page.statements, many.join('\n'))
        const settingsReads = many.filter((sql) => /from [`"]settings[`"]/.test(sql))
        assert.lengthOf(settingsReads, 1, 'the settings, read once')
        const scopeReads = many.filter((sql) => /[`"]is_active[`"] from [`"]branches[`"]/.test(sql))
        assert.lengthOf(scopeReads, 1, "the user's branch scope, read once")
        // A filter may leave a kind of row off the page, and its lookup with it (the audit log's subjects).
        assert.isAtMost(few.length, many.length, 'one row or a full page')
      })
  }
})
