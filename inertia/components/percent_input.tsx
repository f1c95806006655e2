import { useShop } from '~/lib/shop'
import { basisPointsToInput, parsePercent } from '#common/basis_points'
import { decimalSeparator } from '#common/money'
import { NumericField, type NumericFieldProps } from '~/components/numeric_field'

/**
 * A rate typed in percent with up to two decimals in the shop's locale
 * ("8,25" in de-DE, "8.25" in en-US), handed on as basis points (825).
 * `locale` overrides the shop's (the settings form, while a new one is chosen).
 */
export function PercentInput({ locale, ...props }: NumericFieldProps & { locale?: string }) {
  const shop = useShop()
  const typedIn = locale ?? shop.locale
  return (
    <NumericField
      {...props}
      parse={(text) => parsePercent(text, typedIn)}
      display={(basisPoints) => basisPointsToInput(basisPoints, typedIn)}
      invalidMessage={`Enter a percentage from 0 to 100 with at most 2 decimals after "${decimalSeparator(typedIn)}", like ${basisPointsToInput(825, typedIn)}.`}
      suffix="%"
      inputMode="decimal"
    />
  )
}
