import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { addMonthsTo, cutAtMonths, lastDayOf, monthOf, monthsBetween } from '#common/report_months'
import { presetRange } from '#common/report_periods'
import { localDay } from '#support/business_day'

test.group('Report months', () => {
  test('months move across years, and a month ends on its last calendar day', ({ assert }) => {
    assert.equal(addMonthsTo('2026-12', 1), '2027-01')
    assert.equal(addMonthsTo('2026-01', -1), '2025-12')
    assert.equal(addMonthsTo('2026-11', -25), '2024-10')
    assert.equal(lastDayOf('2028-02'), '2028-02-29')
    assert.equal(lastDayOf('2026-02'), '2026-02-28')
    assert.equal(lastDayOf('2026-12'), '2026-12-31')
    assert.deepEqual(monthsBetween('2026-11', '2027-02'), [
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
    assert.deepEqual(monthsBetween('2026-11', '2026-10'), [])
  })

  test('a range is cut into its whole months and the days at either end', ({ assert }) => {
    // The benchmark's two years on 28 November 2026: two days, 23 whole months, 28 days.
    assert.deepEqual(cutAtMonths({ from: '2024-11-29', to: '2026-11-28' }), {
      through: '2026-10',
      before: '2024-11',
      months: { from: '2024-12-01', to: '2026-10-31' },
      days: [
        { from: '2024-11-29', to: '2024-11-30' },
        { from: '2026-11-01', to: '2026-11-28' },
      ],
    })
    // Whole months at both ends: no days.
    assert.deepEqual(cutAtMonths({ from: '2026-01-01', to: '2026-03-31' }), {
      through: '2026-03',
      before: '2025-12',
      months: { from: '2026-01-01', to: '2026-03-31' },
      days: [],
    })
    // A leap February is whole only through its 29th.
    assert.isNull(cutAtMonths({ from: '2028-02-01', to: '2028-02-28' }))
    assert.equal(cutAtMonths({ from: '2028-02-01', to: '2028-02-29' })?.through, '2028-02')
    // One day short of a whole month at either end.
    assert.isNull(cutAtMonths({ from: '2026-10-02', to: '2026-11-29' }))
    assert.isNull(cutAtMonths({ from: '2026-10-01', to: '2026-10-30' }))
  })

  test('each preset on 25 November 2026: the ones holding a whole month', ({ assert }) => {
    const today = '2026-11-25'
    const through = (preset: Parameters<typeof presetRange>[0]) =>
      cutAtMonths(presetRange(preset, today))?.through ?? null
    assert.isNull(through('last_30_days'))
    assert.isNull(through('this_month'))
    assert.equal(through('last_month'), '2026-10')
    assert.equal(through('this_quarter'), '2026-10')
    assert.equal(through('last_quarter'), '2026-09')
    assert.equal(through('this_year'), '2026-10')
    assert.equal(through('last_year'), '2025-12')
  })

  test("a month is the shop's: a sale at 23:30 on 31 October in New York is October's, not November's", ({
    assert,
  }) => {
    const instant = DateTime.fromISO('2026-11-01T03:30:00Z')
    assert.equal(monthOf(localDay(instant, 'America/New_York')), '2026-10')
    assert.equal(monthOf(localDay(instant, 'UTC')), '2026-11')
  })
})
