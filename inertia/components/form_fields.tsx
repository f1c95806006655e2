import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { describedBy, FieldFrame, FieldMessages, textControlProps } from '~/components/text_field'

/** A labelled switch with its help text and the server's error beside it. */
export function CheckField({
  name,
  label,
  checked,
  error,
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

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  name: string
  label: string
  value: string
  error?: string
  help?: ReactNode
  onValueChange: (value: string) => void
}

/** A labelled multi-line input with its help text and the server's error beside it. */
export function TextAreaField({
  name,
  label,
  value,
  error,
  help,
  onValueChange,
  id,
  className,
  ...textarea
}: TextAreaProps) {
  const fieldId = id ?? name
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} help={help} className={className}>
      <textarea
        {...textControlProps({ fieldId, name, value, error, help, onValueChange })}
        {...textarea}
      />
    </FieldFrame>
  )
}
