import { useShop } from '~/lib/shop'
import { minorDigits, minorToDecimal, parseMoney } from '#common/money'
import { NumericField, type NumericFieldProps } from '~/components/numeric_field'

/** Where the shop's locale writes the currency symbol, and which symbol. */
function currencySymbol(currency: string, locale: string) {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1)
  const index = parts.findIndex((part) => part.type === 'currency')
  const integer = parts.findIndex((part) => part.type === 'integer')
  return { symbol: parts[index]?.value ?? currency, before: index < integer }
}

/**
 * An amount typed in major units of the shop currency ("19.99", "1200" in
 * JPY) and handed to the form as exact integer minor units (1999, 1200).
 * A minus is read too ("-5" is -500): whether an amount may be negative is
 * the server's rule, and its message says so beside the field.
 */
export function MoneyInput(props: NumericFieldProps) {
  const { currency, locale } = useShop()
  const digits = minorDigits(currency)
  const { symbol, before } = currencySymbol(currency, locale)
  const example = digits === 0 ? '1200' : `19.${'99'.padEnd(digits, '0')}`
  return (
    <NumericField
      {...props}
      parse={(text) => parseMoney(text, currency, { locale, allowNegative: true })}
      display={(minor) => minorToDecimal(minor, currency)}
      invalidMessage={
        digits === 0
          ? `Enter a whole amount in ${currency}, like ${example}.`
          : `Enter an amount in ${currency} with at most ${digits} decimals, like ${example}.`
      }
      prefix={before ? symbol : undefined}
      suffix={before ? undefined : symbol}
      inputMode={digits === 0 ? 'numeric' : 'decimal'}
    />
  )
}
