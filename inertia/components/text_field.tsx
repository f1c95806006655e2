import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  name: string
  label: string
  value: string
  error?: string
  help?: ReactNode
  onValueChange: (value: string) => void
}

/** The ids of a field's error and help text, for `aria-describedby`. */
export function describedBy(fieldId: string, error?: string, help?: ReactNode) {
  return (
    [error && `${fieldId}-error`, help && `${fieldId}-help`].filter(Boolean).join(' ') || undefined
  )
}

/** The server's error and the help text under a field, with the ids `describedBy` names. */
export function FieldMessages({
  fieldId,
  error,
  help,
}: {
  fieldId: string
  error?: string
  help?: ReactNode
}) {
  return (
    <>
      {error && (
        <div id={`${fieldId}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
      {help && (
        <div id={`${fieldId}-help`} className="form-text">
          {help}
        </div>
      )}
    </>
  )
}

/** The label above a field's control, and the server's error and help text below it. */
export function FieldFrame({
  fieldId,
  label,
  error,
  help,
  className,
  children,
}: {
  fieldId: string
  label: string
  error?: string
  help?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      {children}
      <FieldMessages fieldId={fieldId} error={error} help={help} />
    </div>
  )
}

/** What every text control of a field carries: id, value, invalid state and its descriptions. */
export function textControlProps(field: {
  fieldId: string
  name: string
  value: string
  error?: string
  help?: ReactNode
  onValueChange: (value: string) => void
}) {
  return {
    'id': field.fieldId,
    'name': field.name,
    'className': `form-control ${field.error ? 'is-invalid' : ''}`,
    'value': field.value,
    'onChange': (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onValueChange(event.target.value),
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy(field.fieldId, field.error, field.help),
  }
}

/** A labelled input with its help text and the server's error beside it. */
export function TextField({
  name,
  label,
  value,
  error,
  help,
  onValueChange,
  id,
  className,
  ...input
}: TextFieldProps) {
  const fieldId = id ?? name
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} help={help} className={className}>
      <input
        {...textControlProps({ fieldId, name, value, error, help, onValueChange })}
        {...input}
      />
    </FieldFrame>
  )
}

/** The email field of the account forms. */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'label' | 'type'>) {
  return <TextField name="email" label="Email" type="email" {...props} />
}

/** A submit button that is disabled, with a spinner, while its request is in flight. */
export function SubmitButton({
  processing,
  children,
  variant = 'primary',
  className = 'w-100',
}: {
  processing: boolean
  children: ReactNode
  variant?: string
  className?: string
}) {
  return (
    <button type="submit" className={`btn btn-${variant} ${className}`} disabled={processing}>
      {processing && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  )
}

/** A new password and its confirmation, with the password rules as help text. */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  onChange,
  label = 'Password',
  confirmationLabel = 'Password again',
  id = 'password',
  autoFocus,
}: {
  password: string
  confirmation: string
  errors: { password?: string; password_confirmation?: string }
  onChange: (field: 'password' | 'password_confirmation', value: string) => void
  label?: string
  confirmationLabel?: string
  id?: string
  autoFocus?: boolean
}) {
  return (
    <>
      <TextField
        name="password"
        id={id}
        label={label}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        help="At least 8 characters. A few unrelated words make a strong password."
        value={password}
        error={errors.password}
        onValueChange={(value) => onChange('password', value)}
      />
      <TextField
        name="password_confirmation"
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
        className="mb-4"
        value={confirmation}
        error={errors.password_confirmation}
        onValueChange={(value) => onChange('password_confirmation', value)}
      />
    </>
  )
}

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
