import { MoneyInput } from '~/components/money_input'
import { PercentInput } from '~/components/percent_input'
import { SelectField } from '~/components/select_field'
import type { TypedDiscount } from '~/lib/counter_cart'

/** A discount chosen as none, an amount or a percent, then typed. */
export function DiscountInput({
  id,
  label,
  value,
  error,
  onChange,
  className = 'row g-2',
}: {
  id: string
  label: string
  value: TypedDiscount | null
  error?: string
  onChange: (discount: TypedDiscount | null) => void
  className?: string
}) {
  return (
    <div className={className}>
      <SelectField
        name={`${id}-kind`}
        id={`${id}-kind`}
        label={label}
        className="col-6"
        value={value?.kind ?? ''}
        options={[
          { value: '', label: 'None' },
          { value: 'amount', label: 'Amount' },
          { value: 'percent', label: 'Percent' },
        ]}
        error={value ? undefined : error}
        onValueChange={(kind) =>
          onChange(kind === 'amount' || kind === 'percent' ? { kind, value: null } : null)
        }
      />
      {value?.kind === 'amount' && (
        <MoneyInput
          name={`${id}-value`}
          id={`${id}-value`}
          label={`${label}: amount`}
          className="col-6"
          value={value.value}
          error={error}
          onValueChange={(typed) => onChange({ kind: 'amount', value: typed })}
        />
      )}
      {value?.kind === 'percent' && (
        <PercentInput
          name={`${id}-value`}
          id={`${id}-value`}
          label={`${label}: percent`}
          className="col-6"
          value={value.value}
          error={error}
          onValueChange={(typed) => onChange({ kind: 'percent', value: typed })}
        />
      )}
    </div>
  )
}
