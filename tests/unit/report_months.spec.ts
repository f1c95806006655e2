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

  test('a range is cut into its whole months closed and the days at either end', ({ assert }) => {
    // The benchmark's two years on 28 November 2026: two days, 23 whole months, 28 days.
    assert.deepEqual(cutAtMonths({ from: '2024-11-29', to: '2026-11-28' }, '2026-10'), {
      through: '2026-10',
      before: '2024-11',
      days: [
        { from: '2024-11-29', to: '2024-11-30' },
        { from: '2026-11-01', to: '2026-11-28' },
      ],
    })
    // October not closed yet (housekeeping has not run since it ended): its days are read.
    assert.deepEqual(cutAtMonths({ from: '2024-11-29', to: '2026-11-28' }, '2026-09'), {
      through: '2026-09',
      before: '2024-11',
      days: [
        { from: '2024-11-29', to: '2024-11-30' },
        { from: '2026-10-01', to: '2026-11-28' },
      ],
    })
    // Nothing closed, or nothing closed since the range began: no month to read.
    assert.isNull(cutAtMonths({ from: '2024-11-29', to: '2026-11-28' }, null))
    assert.isNull(cutAtMonths({ from: '2026-09-01', to: '2026-11-28' }, '2026-08'))
    // Whole months at both ends: no days; months closed past the range do not widen it.
    assert.deepEqual(cutAtMonths({ from: '2026-01-01', to: '2026-03-31' }, '2026-10'), {
      through: '2026-03',
      before: '2025-12',
      days: [],
    })
    // A leap February is whole only through its 29th.
    assert.isNull(cutAtMonths({ from: '2028-02-01', to: '2028-02-28' }, '2028-05'))
    assert.equal(
      cutAtMonths({ from: '2028-02-01', to: '2028-02-29' }, '2028-05')?.through,
      '2028-02'
    )
    // One day short of a whole month at either end.
    assert.isNull(cutAtMonths({ from: '2026-10-02', to: '2026-11-29' }, '2026-12'))
    assert.isNull(cutAtMonths({ from: '2026-10-01', to: '2026-10-30' }, '2026-12'))
  })

  test('each preset on 25 November 2026: the ones holding a whole month', ({ assert }) => {
    const today = '2026-11-25'
    const through = (preset: Parameters<typeof presetRange>[0]) =>
      cutAtMonths(presetRange(preset, today), '2026-10')?.through ?? null
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
