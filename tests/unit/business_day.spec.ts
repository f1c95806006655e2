import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  dayPeriod,
  dayStartsOf,
  isCalendarDay,
  localDay,
  monthPeriod,
  weekPeriod,
  type Period,
} from '#support/business_day'

/** A period as its two UTC instants, to compare with literal ones. */
function utc(period: Period) {
  return [period.start.toISO(), period.end.toISO()]
}

function hours(period: Period) {
  return period.end.diff(period.start).toMillis()
}

test.group('Business day', () => {
  test('a day in UTC runs from midnight to the next midnight, end excluded', ({ assert }) => {
    assert.deepEqual(utc(dayPeriod('2026-03-10', 'UTC')), [
      '2026-03-10T00:00:00.000Z',
      '2026-03-11T00:00:00.000Z',
    ])
    assert.equal(dayPeriod('2026-03-10', 'UTC').start.zoneName, 'UTC')
  })

  test('a day in a time zone is its local midnights as UTC instants', ({ assert }) => {
    assert.deepEqual(utc(dayPeriod('2026-03-10', 'America/New_York')), [
      '2026-03-10T04:00:00.000Z',
      '2026-03-11T04:00:00.000Z',
    ])
    assert.deepEqual(utc(dayPeriod('2026-07-01', 'Asia/Tokyo')), [
      '2026-06-30T15:00:00.000Z',
      '2026-07-01T15:00:00.000Z',
    ])
    assert.deepEqual(utc(dayPeriod('2026-07-01', 'Asia/Kolkata')), [
      '2026-06-30T18:30:00.000Z',
      '2026-07-01T18:30:00.000Z',
    ])
  })

  test('days when daylight saving starts last 23 hours', ({ assert }) => {
    const newYork = dayPeriod('2026-03-08', 'America/New_York')
    assert.deepEqual(utc(newYork), ['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'])
    assert.equal(hours(newYork), 82_800_000)
    const berlin = dayPeriod('2026-03-29', 'Europe/Berlin')
    assert.deepEqual(utc(berlin), ['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'])
    assert.equal(hours(berlin), 82_800_000)
  })

  test('days when daylight saving ends last 25 hours', ({ assert }) => {
    const newYork = dayPeriod('2026-11-01', 'America/New_York')
    assert.deepEqual(utc(newYork), ['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'])
    assert.equal(hours(newYork), 90_000_000)
    const berlin = dayPeriod('2026-10-25', 'Europe/Berlin')
    assert.deepEqual(utc(berlin), ['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'])
    assert.equal(hours(berlin), 90_000_000)
  })

  test('where the clocks skip midnight, the day starts when they jump to 01:00', ({ assert }) => {
    // Chile moves from -04 to -03 at 04:00 UTC on 2026-09-06: 00:00 never shows.
    assert.deepEqual(utc(dayPeriod('2026-09-05', 'America/Santiago')), [
      '2026-09-05T04:00:00.000Z',
      '2026-09-06T04:00:00.000Z',
    ])
    assert.deepEqual(utc(dayPeriod('2026-09-06', 'America/Santiago')), [
      '2026-09-06T04:00:00.000Z',
      '2026-09-07T03:00:00.000Z',
    ])
    // Cuba skips from 00:00 to 01:00 on 2026-03-08.
    assert.deepEqual(utc(dayPeriod('2026-03-08', 'America/Havana')), [
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ])
  })

  test('where the clocks pass midnight twice, the day starts at the first pass', ({ assert }) => {
    // Cuba falls back from 01:00 to 00:00 on 2026-11-01 (05:00 UTC).
    assert.deepEqual(utc(dayPeriod('2026-11-01', 'America/Havana')), [
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ])
    assert.deepEqual(utc(dayPeriod('2026-10-31', 'America/Havana')), [
      '2026-10-31T04:00:00.000Z',
      '2026-11-01T04:00:00.000Z',
    ])
    // Chile falls back from 24:00 to 23:00 on Saturday 2026-04-04: Saturday gets 25 hours.
    assert.deepEqual(utc(dayPeriod('2026-04-04', 'America/Santiago')), [
      '2026-04-04T03:00:00.000Z',
      '2026-04-05T04:00:00.000Z',
    ])
  })

  test('a week is the ISO week holding the day, Monday to the next Monday', ({ assert }) => {
    // Wednesday 2026-03-11; Sunday 2026-03-08 closes the week before (with its 23 hours).
    assert.deepEqual(utc(weekPeriod('2026-03-11', 'America/New_York')), [
      '2026-03-09T04:00:00.000Z',
      '2026-03-16T04:00:00.000Z',
    ])
    const before = weekPeriod('2026-03-08', 'America/New_York')
    assert.deepEqual(utc(before), ['2026-03-02T05:00:00.000Z', '2026-03-09T04:00:00.000Z'])
    assert.equal(hours(before), 601_200_000)
    assert.deepEqual(utc(weekPeriod('2026-03-09', 'America/New_York')), [
      '2026-03-09T04:00:00.000Z',
      '2026-03-16T04:00:00.000Z',
    ])
    // Friday 2027-01-01 belongs to the week that began on Monday 2026-12-28.
    assert.deepEqual(utc(weekPeriod('2027-01-01', 'Asia/Tokyo')), [
      '2026-12-27T15:00:00.000Z',
      '2027-01-03T15:00:00.000Z',
    ])
  })

  test('a month runs from its first local midnight to the next month’s', ({ assert }) => {
    assert.deepEqual(utc(monthPeriod('2026-03-31', 'America/New_York')), [
      '2026-03-01T05:00:00.000Z',
      '2026-04-01T04:00:00.000Z',
    ])
    assert.deepEqual(utc(monthPeriod('2026-10-01', 'Europe/Berlin')), [
      '2026-09-30T22:00:00.000Z',
      '2026-10-31T23:00:00.000Z',
    ])
    assert.deepEqual(utc(monthPeriod('2026-12-15', 'Asia/Tokyo')), [
      '2026-11-30T15:00:00.000Z',
      '2026-12-31T15:00:00.000Z',
    ])
    assert.deepEqual(utc(monthPeriod('2028-02-29', 'UTC')), [
      '2028-02-01T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ])
  })

  test('the local day of an instant', ({ assert }) => {
    const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
    assert.equal(localDay(at('2026-03-11T03:30:00Z'), 'America/New_York'), '2026-03-10')
    assert.equal(localDay(at('2026-03-11T04:00:00Z'), 'America/New_York'), '2026-03-11')
    assert.equal(localDay(at('2026-11-01T03:59:59.999Z'), 'America/New_York'), '2026-10-31')
    assert.equal(localDay(at('2026-11-02T04:59:59.999Z'), 'America/New_York'), '2026-11-01')
    assert.equal(localDay(at('2026-03-28T22:59:59.999Z'), 'Europe/Berlin'), '2026-03-28')
    assert.equal(localDay(at('2026-03-28T23:00:00Z'), 'Europe/Berlin'), '2026-03-29')
    assert.equal(localDay(at('2026-09-06T03:59:59.999Z'), 'America/Santiago'), '2026-09-05')
    assert.equal(localDay(at('2026-09-06T04:00:00Z'), 'America/Santiago'), '2026-09-06')
    assert.equal(localDay(new Date('2026-06-30T15:00:00Z'), 'Asia/Tokyo'), '2026-07-01')
    assert.equal(localDay(new Date('2026-06-30T14:59:59.999Z'), 'Asia/Tokyo'), '2026-06-30')
  })

  test('every day of a year tiles time: each starts where the last ended', ({ assert }) => {
    const wrong: string[] = []
    for (const zone of [
      'America/New_York',
      'America/Santiago',
      'America/Havana',
      'Pacific/Chatham',
    ]) {
      let previous = dayPeriod('2025-12-31', zone)
      for (let date = DateTime.utc(2026, 1, 1); date.year < 2027; date = date.plus({ days: 1 })) {
        const day = date.toISODate()!
        const current = dayPeriod(day, zone)
        const length = hours(current)
        if (
          !current.start.equals(previous.end) ||
          localDay(current.start, zone) !== day ||
          localDay(current.end.minus(1), zone) !== day ||
          length < 82_800_000 ||
          length > 90_000_000
        ) {
          wrong.push(`${zone} ${day}: ${utc(current).join(' to ')}`)
        }
        previous = current
      }
    }
    assert.deepEqual(wrong, [])
  })

  test('refuses what is not a calendar day or a time zone', ({ assert }) => {
    for (const day of ['2026-02-30', '2026-3-1', '2026-03-01T00:00', '', 'today']) {
      assert.isFalse(isCalendarDay(day), day)
      assert.throws(() => dayPeriod(day, 'UTC'), RangeError)
    }
    assert.isTrue(isCalendarDay('2028-02-29'))
    assert.throws(() => dayPeriod('2026-03-01', 'Mars/Olympus'), RangeError)
    assert.throws(() => localDay(new Date(), 'Mars/Olympus'), RangeError)
  })

  test('the first instants of two years of days, worked out by the week, are each day’s start', ({
    assert,
  }) => {
    // Clocks that skip midnight (Santiago), pass it twice (Havana), move by half an hour
    // (Lord Howe), sit at a quarter hour (Kathmandu) or stop for Ramadan (Casablanca).
    for (const zone of [
      'UTC',
      'America/New_York',
      'Europe/Paris',
      'America/Santiago',
      'America/Havana',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Africa/Casablanca',
    ]) {
      const starts = dayStartsOf({ from: '2025-01-01', to: '2026-12-31' }, zone)
      assert.lengthOf(starts, 730, zone)
      for (const { day, at } of starts) {
        assert.equal(at, dayPeriod(day, zone).start.toMillis(), `${zone} ${day}`)
      }
      assert.equal(starts[0].day, '2025-01-01')
      assert.equal(starts.at(-1)!.day, '2026-12-31')
    }
  })
})
