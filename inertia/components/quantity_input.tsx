import { useShop } from '~/lib/shop'
import { formatDecimal, normalised } from '#common/numerals'
import { NumericField, type NumericFieldProps } from '~/components/numeric_field'

/**
 * A whole quantity between `min` and `max`, with optional − and + buttons,
 * in the shop's digits (Arabic-Indic in ar-SA; Latin ones are read too).
 */
export function QuantityInput({
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  stepButtons = false,
  ...props
}: NumericFieldProps & { min?: number; max?: number; stepButtons?: boolean }) {
  const { locale } = useShop()
  const parse = (typed: string) => {
    const text = normalised(typed)
    if (!/^-?\d+$/.test(text)) return null
    const quantity = Number.parseInt(text, 10)
    return Number.isSafeInteger(quantity) && quantity >= min && quantity <= max ? quantity : null
  }
  const current = typeof props.value === 'number' ? props.value : null
  const step = (delta: number) =>
    props.onValueChange(Math.min(max, Math.max(min, (current ?? min) + delta)))
  return (
    <NumericField
      {...props}
      parse={parse}
      display={(quantity) => formatDecimal(String(quantity), locale)}
      invalidMessage={
        max === Number.MAX_SAFE_INTEGER
          ? `Enter a whole number of ${min} or more.`
          : `Enter a whole number from ${min} to ${max}.`
      }
      inputMode="numeric"
      before={
        stepButtons && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={`Decrease ${props.label.toLowerCase()}`}
            disabled={props.disabled || (current !== null && current <= min)}
            onClick={() => step(-1)}
          >
            <i className="bi bi-dash" aria-hidden="true" />
          </button>
        )
      }
      after={
        stepButtons && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={`Increase ${props.label.toLowerCase()}`}
            disabled={props.disabled || (current !== null && current >= max)}
            onClick={() => step(1)}
          >
            <i className="bi bi-plus" aria-hidden="true" />
          </button>
        )
      }
    />
  )
}
