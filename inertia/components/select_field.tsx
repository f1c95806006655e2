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
}: {
  name: string
  label: string
  value: string
  options: { value: string; label: string }[]
  error?: string
  onValueChange: (value: string) => void
  id?: string
  className?: string
}) {
  const fieldId = id ?? name
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} className={className}>
      <select
        id={fieldId}
        name={name}
        className={`form-select ${error ? 'is-invalid' : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error)}
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
