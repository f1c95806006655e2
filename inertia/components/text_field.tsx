import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldFrame } from '~/components/field_frame'
import { textControlProps } from '~/components/text_control_props'
import { useServerError } from '~/components/field_messages'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  name: string
  label: string
  value: string
  error?: string
  help?: ReactNode
  onValueChange: (value: string) => void
}

/** A labelled input with its help text and the server's error beside it. */
export function TextField({
  name,
  label,
  value,
  error: serverError,
  help,
  onValueChange,
  id,
  className,
  ...input
}: TextFieldProps) {
  const error = useServerError(serverError, value)
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
