import { test } from '@japa/runner'
import {
  addMonths,
  defaultGroup,
  periodCount,
  periodOf,
  periodsOf,
  presetRange,
  previousRange,
} from '#common/report_periods'
import { reportPeriod } from '#services/reports/report_period'

test.group('Report periods', () => {
  test('each preset on Wednesday 25 November 2026', ({ assert }) => {
    const today = '2026-11-25'
    assert.deepEqual(presetRange('today', today), { from: '2026-11-25', to: '2026-11-25' })
    assert.deepEqual(presetRange('yesterday', today), { from: '2026-11-24', to: '2026-11-24' })
    assert.deepEqual(presetRange('last_7_days', today), { from: '2026-11-19', to: '2026-11-25' })
    assert.deepEqual(presetRange('last_30_days', today), { from: '2026-10-27', to: '2026-11-25' })
    assert.deepEqual(presetRange('this_week', today), { from: '2026-11-23', to: '2026-11-25' })
    assert.deepEqual(presetRange('last_week', today), { from: '2026-11-16', to: '2026-11-22' })
    assert.deepEqual(presetRange('this_month', today), { from: '2026-11-01', to: '2026-11-25' })
    assert.deepEqual(presetRange('last_month', today), { from: '2026-10-01', to: '2026-10-31' })
    assert.deepEqual(presetRange('this_quarter', today), { from: '2026-10-01', to: '2026-11-25' })
    assert.deepEqual(presetRange('last_quarter', today), { from: '2026-07-01', to: '2026-09-30' })
    assert.deepEqual(presetRange('this_year', today), { from: '2026-01-01', to: '2026-11-25' })
    assert.deepEqual(presetRange('last_year', today), { from: '2025-01-01', to: '2025-12-31' })
  })

  test('the period compared with: same days of the month, quarter or year before; else as many days before', ({
    assert,
  }) => {
    assert.deepEqual(previousRange('this_month', { from: '2026-11-01', to: '2026-11-25' }), {
      from: '2026-10-01',
      to: '2026-10-25',
    })
    // A whole month against the whole month before, however long each is.
    assert.deepEqual(previousRange('last_month', { from: '2026-03-01', to: '2026-03-31' }), {
      from: '2026-02-01',
      to: '2026-02-28',
    })
    assert.deepEqual(previousRange('this_month', { from: '2026-03-01', to: '2026-03-31' }), {
      from: '2026-02-01',
      to: '2026-02-28',
    })
    assert.deepEqual(previousRange('last_quarter', { from: '2026-07-01', to: '2026-09-30' }), {
      from: '2026-04-01',
      to: '2026-06-30',
    })
    assert.deepEqual(previousRange('this_year', { from: '2024-01-01', to: '2024-02-29' }), {
      from: '2023-01-01',
      to: '2023-02-28',
    })
    assert.deepEqual(previousRange('this_week', { from: '2026-11-23', to: '2026-11-25' }), {
      from: '2026-11-16',
      to: '2026-11-18',
    })
    assert.deepEqual(previousRange('today', { from: '2026-11-25', to: '2026-11-25' }), {
      from: '2026-11-24',
      to: '2026-11-24',
    })
    assert.deepEqual(previousRange('custom', { from: '2026-10-31', to: '2026-11-02' }), {
      from: '2026-10-28',
      to: '2026-10-30',
    })
    assert.equal(addMonths('2026-03-31', -1), '2026-02-28')
  })

  test('days group into ISO weeks (Monday first) and months; a range picks a readable grouping', ({
    assert,
  }) => {
    assert.equal(periodOf('2026-11-01', 'week'), '2026-10-26')
    assert.equal(periodOf('2026-11-02', 'week'), '2026-11-02')
    assert.equal(periodOf('2026-11-30', 'month'), '2026-11-01')
    assert.deepEqual(periodsOf({ from: '2026-10-31', to: '2026-11-02' }, 'week'), [
      '2026-10-26',
      '2026-11-02',
    ])
    assert.equal(defaultGroup({ from: '2026-01-01', to: '2026-03-03' }), 'day')
    assert.equal(defaultGroup({ from: '2026-01-01', to: '2026-03-04' }), 'week')
    assert.equal(defaultGroup({ from: '2026-01-01', to: '2026-07-02' }), 'week')
    assert.equal(defaultGroup({ from: '2026-01-01', to: '2026-07-03' }), 'month')
  })

  test('periods are counted and listed from their positions, across years, leap days and ISO weeks', ({
    assert,
  }) => {
    const whole = { from: '2000-01-01', to: '2027-12-31' }
    const days = periodsOf(whole, 'day')
    assert.lengthOf(days, 10_227)
    assert.equal(periodCount(whole, 'day'), 10_227)
    assert.deepEqual(days.slice(59, 61), ['2000-02-29', '2000-03-01'])
    assert.equal(days.at(-1), '2027-12-31')
    const weeks = periodsOf(whole, 'week')
    // Saturday 1 January 2000 is in the week of Monday 27 December 1999.
    assert.deepEqual(weeks.slice(0, 2), ['1999-12-27', '2000-01-03'])
    assert.equal(weeks.at(-1), '2027-12-27')
    assert.lengthOf(weeks, 1_462)
    assert.equal(periodCount(whole, 'week'), 1_462)
    const months = periodsOf({ from: '2025-11-30', to: '2027-02-01' }, 'month')
    assert.deepEqual(months.slice(0, 3), ['2025-11-01', '2025-12-01', '2026-01-01'])
    assert.equal(months.at(-1), '2027-02-01')
    assert.lengthOf(months, 16)
    assert.equal(periodCount(whole, 'month'), 336)
    assert.deepEqual(periodsOf({ from: '2026-11-03', to: '2026-11-03' }, 'week'), ['2026-11-02'])
  })

  test('a query: the last 7 days by default, a custom range in order, one end alone', ({
    assert,
  }) => {
    const today = '2026-11-25'
    assert.deepEqual(reportPeriod({}, today), {
      preset: 'last_7_days',
      range: { from: '2026-11-19', to: '2026-11-25' },
      previous: { from: '2026-11-12', to: '2026-11-18' },
      group: 'day',
    })
    assert.deepEqual(reportPeriod({ from: '2026-11-10', to: '2026-11-01' }, today).range, {
      from: '2026-11-01',
      to: '2026-11-10',
    })
    assert.deepEqual(reportPeriod({ preset: 'custom', from: '2026-11-20' }, today).range, {
      from: '2026-11-20',
      to: '2026-11-25',
    })
    assert.deepEqual(reportPeriod({ to: '2026-11-10' }, today).range, {
      from: '2026-10-12',
      to: '2026-11-10',
    })
    assert.equal(reportPeriod({ preset: 'this_year', group: 'week' }, today).group, 'week')
    assert.equal(reportPeriod({ preset: 'this_year' }, today).group, 'month')
  })
})
