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
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <select
        id={fieldId}
        name={name}
        className={`form-select ${error ? 'is-invalid' : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${fieldId}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  )
}
