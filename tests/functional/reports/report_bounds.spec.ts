import { test } from '@japa/runner'
import { signedIn, type Agent } from '#tests/helpers/agent'
import { clockAt } from '#tests/helpers/clock'
import { freshDatabase } from '#tests/helpers/database'

/** Asks for `url` from the page `from` and opens the page it is sent back to: its `errors`. */
async function refusal(agent: Agent, url: string, from: string) {
  const refused = await agent.visit(url, (request) => request.header('referer', from))
  refused.assertStatus(302)
  const page = await agent.visit(from)
  page.assertStatus(200)
  return page.inertiaProps.errors as Record<string, string>
}

test.group('Reports / bounds on the range', (group) => {
  group.each.setup(() => freshDatabase())

  test('a range from year 1000 to 9999 by day is refused beside the dates, not built', async ({
    client,
    assert,
    cleanup,
  }) => {
    clockAt({ cleanup }, '2026-11-26T12:00:00Z')
    const manager = await signedIn(client, 'manager@demo.test')
    const errors = await refusal(
      manager,
      '/reports/sales?from=1000-01-01&to=9999-12-30&group=day',
      '/reports/sales'
    )
    assert.equal(errors.from, 'Enter a day from 2000-01-01 to 2027-12-31.')
    assert.equal(errors.to, 'Enter a day from 2000-01-01 to 2027-12-31.')

    const lastDay = await refusal(
      manager,
      '/reports/revenue?from=2026-01-01&to=9999-12-31&group=week',
      '/reports/revenue'
    )
    assert.equal(lastDay.to, 'Enter a day from 2000-01-01 to 2027-12-31.')
    const exported = await refusal(
      manager,
      '/reports/sales/export?from=1999-12-31&to=2026-01-01',
      '/reports/sales'
    )
    assert.equal(exported.from, 'Enter a day from 2000-01-01 to 2027-12-31.')
  })

  test('a range within the days but over 732 rows in its grouping is refused, naming the limit', async ({
    client,
    assert,
    cleanup,
  }) => {
    clockAt({ cleanup }, '2026-11-26T12:00:00Z')
    const manager = await signedIn(client, 'manager@demo.test')
    const byDay = await refusal(
      manager,
      '/reports/sales?from=2000-01-01&to=2027-12-31&group=day',
      '/reports/sales'
    )
    assert.equal(
      byDay.from,
      'A report shows at most 732 days: shorten the range or group by week or month.'
    )
    // From 2000 alone runs to today: 1,405 weeks.
    const byWeek = await refusal(
      manager,
      '/reports/revenue/export?from=2000-01-01&group=week',
      '/reports/revenue'
    )
    assert.equal(
      byWeek.from,
      'A report shows at most 732 weeks: shorten the range or group by month.'
    )

    // 732 days, Monday 2 January 2023 to 2 January 2025, is the longest range by day.
    const longest = await manager.visit('/reports/sales?from=2023-01-02&to=2025-01-02&group=day')
    longest.assertStatus(200)
    assert.lengthOf(longest.inertiaProps.report.rows, 732)
    const tooLong = await refusal(
      manager,
      '/reports/sales?from=2023-01-02&to=2025-01-03&group=day',
      '/reports/sales'
    )
    assert.equal(
      tooLong.from,
      'A report shows at most 732 days: shorten the range or group by week or month.'
    )
  })

  test('the whole range the bounds allow answers by month, every month present', async ({
    client,
    assert,
    cleanup,
  }) => {
    clockAt({ cleanup }, '2026-11-26T12:00:00Z')
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/reports/sales?from=2000-01-01&to=2027-12-31&group=month')
    page.assertStatus(200)
    const periods = page.inertiaProps.report.rows.map((row: { period: string }) => row.period)
    assert.lengthOf(periods, 336)
    assert.equal(periods[0], '2000-01-01')
    assert.equal(periods[335], '2027-12-01')
    const exported = await manager.get(
      '/reports/revenue/export?from=2000-01-01&to=2027-12-31&group=month'
    )
    exported.assertStatus(200)
    // A header, 336 months, the totals.
    assert.lengthOf(exported.text().trim().split('\n'), 338)
  })

  test('list filters refuse days outside the bounds beside the filter', async ({
    client,
    assert,
    cleanup,
  }) => {
    clockAt({ cleanup }, '2026-11-26T12:00:00Z')
    const admin = await signedIn(client, 'admin@demo.test')
    for (const list of ['/orders', '/returns', '/audit', '/stock-moves']) {
      const errors = await refusal(admin, `${list}?from=1000-01-01&to=9999-12-31`, list)
      assert.equal(errors.from, 'Enter a day from 2000-01-01 to 2027-12-31.', list)
      assert.equal(errors.to, 'Enter a day from 2000-01-01 to 2027-12-31.', list)
    }
    const within = await admin.visit('/orders?from=2000-01-01&to=2027-12-31')
    within.assertStatus(200)
  })

  test('a page key past an integer is dropped rather than failing the query', async ({
    client,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit('/orders?page=2&after=99999999999')
    page.assertStatus(200)
  })
})
