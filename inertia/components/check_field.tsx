import type { ReactNode } from 'react'
import { describedBy, FieldMessages, useServerError } from '~/components/field_messages'

/** A labelled switch with its help text and the server's error beside it. */
export function CheckField({
  name,
  label,
  checked,
  error: serverError,
  help,
  onCheckedChange,
  id,
  className = 'mb-3',
}: {
  name: string
  label: string
  checked: boolean
  error?: string
  help?: ReactNode
  onCheckedChange: (checked: boolean) => void
  id?: string
  className?: string
}) {
  const error = useServerError(serverError, checked)
  const fieldId = id ?? name
  return (
    <div className={`form-check form-switch ${className}`}>
      <input
        id={fieldId}
        name={name}
        type="checkbox"
        role="switch"
        className={`form-check-input ${error ? 'is-invalid' : ''}`}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, help)}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={fieldId} className="form-check-label">
        {label}
      </label>
      <FieldMessages fieldId={fieldId} error={error} help={help} />
    </div>
  )
}
