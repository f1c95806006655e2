import { useShop } from '~/lib/shop'
import { decimalSeparator, minorDigits, minorToInput, parseMoney } from '#common/money'
import { NumericField, type NumericFieldProps } from '~/components/numeric_field'

/** Where the shop's locale writes the currency symbol, and which symbol. */
function currencySymbol(currency: string, locale: string) {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1)
  const index = parts.findIndex((part) => part.type === 'currency')
  const integer = parts.findIndex((part) => part.type === 'integer')
  return { symbol: parts[index]?.value ?? currency, before: index < integer }
}

/** What the field says when it cannot read the text: the locale's own way of writing 1234.56. */
function invalidMessage(currency: string, locale: string) {
  const digits = minorDigits(currency)
  const example = (decimal: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency })
      .formatToParts(decimal as unknown as number)
      .filter((part) => part.type !== 'currency' && part.type !== 'literal')
      .map((part) => part.value)
      .join('')
  if (digits === 0) return `Enter a whole amount in ${currency}, like ${example('1234')}.`
  const fraction = '56'.padEnd(digits, '0')
  return `Enter an amount in ${currency} with at most ${digits} decimals after "${decimalSeparator(locale, currency)}", like ${example(`19.${'99'.padEnd(digits, '0')}`)} or ${example(`1234.${fraction}`)}.`
}

/**
 * An amount typed in major units of the shop currency, in the shop's locale
 * ("21,49" in de-DE, "21.49" in en-US, "1200" in JPY), and handed to the
 * form as exact integer minor units (2149, 1200). Only the locale's own
 * separators are read: "21.49" in de-DE is refused, not guessed. A minus is
 * read too ("-5" is -500): whether an amount may be negative is the
 * server's rule, and its message says so beside the field.
 */
export function MoneyInput(props: NumericFieldProps) {
  const { currency, locale } = useShop()
  const { symbol, before } = currencySymbol(currency, locale)
  return (
    <NumericField
      {...props}
      parse={(text) => parseMoney(text, currency, { locale, allowNegative: true })}
      display={(minor) => minorToInput(minor, currency, locale)}
      invalidMessage={invalidMessage(currency, locale)}
      prefix={before ? symbol : undefined}
      suffix={before ? undefined : symbol}
      inputMode={minorDigits(currency) === 0 ? 'numeric' : 'decimal'}
    />
  )
}
