/**
 * What the runtime's Intl supports, for the settings that drive money and
 * date formatting: ISO 4217 currencies, IANA time zones, BCP 47 locales.
 */

/** Locales offered in the settings form; any other tag Intl supports is accepted too. */
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

/** "fr-CA · French (Canada)". */
export function localeOptions() {
  const names = new Intl.DisplayNames('en', { type: 'language' })
  return COMMON_LOCALES.map((tag) => ({ value: tag, label: `${tag} · ${names.of(tag)}` }))
}
