import { useState, type ReactNode } from 'react'
import { useServerError } from '~/components/field_messages'

/**
 * What a numeric field hands its form: the number once what was typed reads
 * as one, null when empty, and otherwise the typed text itself, so an
 * invalid entry is never silently replaced by an old value (the server
 * refuses it beside the field, and the text is still there to correct).
 */
export type NumericValue = number | string | null

/** What a caller of a numeric input gives it; each input adds its own reading rule. */
export interface NumericFieldProps {
  name: string
  label: string
  value: NumericValue
  onValueChange: (value: NumericValue) => void
  error?: string
  help?: ReactNode
  id?: string
  className?: string
  required?: boolean
  disabled?: boolean
  /** A dense row (a cart line): a small input whose label is read by screen readers only. */
  compact?: boolean
}

/**
 * The shared shell of MoneyInput, PercentInput and QuantityInput: label,
 * input group with a prefix/suffix, a message for what cannot be read (shown
 * as soon as it is typed) or the server's error.
 */
export function NumericField({
  name,
  label,
  value,
  onValueChange,
  error: serverError,
  help,
  id,
  className = 'mb-3',
  required,
  disabled,
  compact = false,
  parse,
  display,
  invalidMessage,
  prefix,
  suffix,
  inputMode,
  before,
  after,
}: NumericFieldProps & {
  parse: (text: string) => number | null
  display: (value: number) => string
  invalidMessage: string
  prefix?: ReactNode
  suffix?: ReactNode
  inputMode: 'decimal' | 'numeric'
  before?: ReactNode
  after?: ReactNode
}) {
  const error = useServerError(serverError, value)
  const fieldId = id ?? name
  const [text, setText] = useState(typeof value === 'number' ? display(value) : (value ?? ''))
  const [seen, setSeen] = useState(value)

  // A value set from outside (a reset, a step button) replaces the text.
  if (value !== seen) {
    setSeen(value)
    if (typeof value === 'number' && parse(text) !== value) setText(display(value))
  }

  const unreadable = text.trim() !== '' && parse(text) === null
  const message = unreadable ? invalidMessage : error
  const describedBy = [message && `${fieldId}-error`, help && `${fieldId}-help`]
    .filter(Boolean)
    .join(' ')

  function change(typed: string) {
    setText(typed)
    if (typed.trim() === '') return onValueChange(null)
    onValueChange(parse(typed) ?? typed)
  }

  return (
    <div className={className}>
      <label htmlFor={fieldId} className={compact ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      <div
        className={`input-group ${compact ? 'input-group-sm flex-nowrap' : ''} ${message ? 'has-validation' : ''}`}
      >
        {before}
        {prefix && <span className="input-group-text">{prefix}</span>}
        <input
          id={fieldId}
          name={name}
          className={`form-control text-end ${message ? 'is-invalid' : ''}`}
          inputMode={inputMode}
          // Amounts read left to right in a right-to-left page too.
          dir="ltr"
          autoComplete="off"
          value={text}
          required={required}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {suffix && <span className="input-group-text">{suffix}</span>}
        {after}
        {message && (
          <div id={`${fieldId}-error`} className="invalid-feedback">
            {message}
          </div>
        )}
      </div>
      {help && (
        <div id={`${fieldId}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  )
}
