import { TextField } from '~/components/text_field'

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
