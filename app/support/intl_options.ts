/**
 * What the runtime's Intl supports, for the settings that drive money and
 * date formatting: ISO 4217 currencies, IANA time zones, BCP 47 locales.
 */

/**
 * The locales a shop may choose, the only ones the settings accept: each
 * tested to read back what it shows (tests/unit/locale_numbers.spec.ts).
 */
export const COMMON_LOCALES = [
  'en-US',
  'en-GB',
  'en-CA',
  'en-AU',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-ZA',
  'fr-FR',
  'fr-CA',
  'fr-BE',
  'fr-CH',
  'de-DE',
  'de-AT',
  'de-CH',
  'es-ES',
  'es-MX',
  'es-AR',
  'it-IT',
  'pt-PT',
  'pt-BR',
  'nl-NL',
  'nl-BE',
  'sv-SE',
  'da-DK',
  'nb-NO',
  'fi-FI',
  'pl-PL',
  'cs-CZ',
  'ro-RO',
  'el-GR',
  'tr-TR',
  'ru-RU',
  'uk-UA',
  'ar-SA',
  'ar-EG',
  'he-IL',
  'hi-IN',
  'th-TH',
  'vi-VN',
  'id-ID',
  'ms-MY',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'zh-TW',
] as const

export function currencies(): string[] {
  return Intl.supportedValuesOf('currency')
}

export function isCurrency(code: string) {
  return currencies().includes(code)
}

/** IANA zones the runtime knows, with UTC, sorted. */
export function timeZones(): string[] {
  return [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].sort()
}

export function isTimeZone(zone: string) {
  return timeZones().includes(zone)
}

/** A chosen locale as the list spells it ("de-de" is "de-DE"), or null when it is not in the list. */
export function listedLocale(tag: string) {
  const canonical = canonicalLocale(tag)
  return COMMON_LOCALES.find((listed) => listed === canonical) ?? null
}

/** The zone's offset from UTC at `at`: "UTC+01:00", "UTC-03:30", "UTC". */
function utcOffset(zone: string, at: Date) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return (name ?? 'GMT').replace('GMT', 'UTC')
}

/**
 * The time zones as the settings list offers them, grouped by region, each
 * with its offset now: { value: 'Europe/Berlin', label: 'Berlin (UTC+01:00)',
 * group: 'Europe' }. Offsets change with summer time, so they are worked out
 * when the page is built.
 */
export function timeZoneOptions(at = new Date()) {
  return timeZones().map((zone) => {
    const slash = zone.indexOf('/')
    const place = slash < 0 ? zone : zone.slice(slash + 1)
    const name = place.replace(/_/g, ' ').replace(/\//g, ' / ')
    return {
      value: zone,
      label: zone === 'UTC' ? 'UTC' : `${name} (${utcOffset(zone, at)})`,
      group: slash < 0 ? 'Other' : zone.slice(0, slash),
    }
  })
}

/**
 * The canonical form of a BCP 47 tag that Intl formats numbers for
 * ("en-us" gives "en-US"), or null for a malformed or unsupported tag.
 */
export function canonicalLocale(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag)
    if (!canonical) return null
    return Intl.NumberFormat.supportedLocalesOf(canonical).length ? canonical : null
  } catch {
    return null
  }
}

/** "EUR · Euro": the code first, as people search the list by it. */
export function currencyOptions() {
  const names = new Intl.DisplayNames('en', { type: 'currency' })
  return currencies().map((code) => ({ value: code, label: `${code} · ${names.of(code)}` }))
}

/**
 * "French (Canada) · français (Canada) · fr-CA", sorted by the English name:
 * a person finds their language by its name, in English or in its own.
 */
export function localeOptions() {
  const english = new Intl.DisplayNames('en', { type: 'language', languageDisplay: 'standard' })
  return COMMON_LOCALES.map((tag) => {
    const name = english.of(tag)
    const own = new Intl.DisplayNames(tag, { type: 'language', languageDisplay: 'standard' }).of(
      tag
    )
    return { value: tag, label: [name, own === name ? null : own, tag].filter(Boolean).join(' · ') }
  }).sort((a, b) => a.label.localeCompare(b.label))
}
