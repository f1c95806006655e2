import { FieldFrame } from '~/components/field_frame'
import { describedBy } from '~/components/field_messages'

/** A labelled select with the server's error beside it. */
export function SelectField({
  name,
  label,
  value,
  options,
  error,
  onValueChange,
  id,
  className = 'mb-3',
  help,
  disabled,
}: {
  name: string
  label: string
  value: string
  options: { value: string; label: string }[]
  error?: string
  onValueChange: (value: string) => void
  id?: string
  className?: string
  help?: string
  disabled?: boolean
}) {
  const fieldId = id ?? name
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} help={help} className={className}>
      <select
        id={fieldId}
        name={name}
        className={`form-select ${error ? 'is-invalid' : ''}`}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, help)}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
