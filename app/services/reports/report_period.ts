import {
  addDays,
  defaultGroup,
  presetRange,
  previousRange,
  type DayRange,
  type ReportGroup,
  type ReportPreset,
} from '#common/report_periods'

/** The range a report covers, the range it is compared with, and how its days are grouped. */
export interface ReportPeriod {
  preset: ReportPreset
  range: DayRange
  previous: DayRange
  group: ReportGroup
}

/** A report opens on the last seven days: a week against the week before. */
export const DEFAULT_PRESET = 'last_7_days'

/**
 * The period a report's query asks for on `today` (the shop's business
 * day): a preset, or a custom range (`from` alone runs to today, `to` alone
 * covers the 30 days up to it, days given in reverse are taken in order).
 */
export function reportPeriod(
  query: { preset?: ReportPreset; from?: string; to?: string; group?: ReportGroup },
  today: string
): ReportPeriod {
  const custom = query.preset === 'custom' || (!query.preset && Boolean(query.from || query.to))
  let range: DayRange
  if (custom) {
    const to = query.to ?? (query.from && query.from > today ? query.from : today)
    const from = query.from ?? addDays(to, -29)
    range = from <= to ? { from, to } : { from: to, to: from }
  } else {
    const preset = query.preset && query.preset !== 'custom' ? query.preset : DEFAULT_PRESET
    range = presetRange(preset, today)
  }
  const preset: ReportPreset = custom ? 'custom' : (query.preset ?? DEFAULT_PRESET)
  return {
    preset,
    range,
    previous: previousRange(preset, range),
    group: query.group ?? defaultGroup(range),
  }
}
