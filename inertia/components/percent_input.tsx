import { basisPointsToPercent, parsePercent } from '#common/basis_points'
import { NumericField, type NumericFieldProps } from '~/components/numeric_field'

/** A rate typed in percent with up to two decimals ("8.25"), handed on as basis points (825). */
export function PercentInput(props: NumericFieldProps) {
  return (
    <NumericField
      {...props}
      parse={parsePercent}
      display={basisPointsToPercent}
      invalidMessage="Enter a percentage from 0 to 100 with at most 2 decimals, like 8.25."
      suffix="%"
      inputMode="decimal"
    />
  )
}
