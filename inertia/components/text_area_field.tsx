import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { FieldFrame } from '~/components/field_frame'
import { textControlProps } from '~/components/text_control_props'
import { useServerError } from '~/components/field_messages'

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
  error: serverError,
  help,
  onValueChange,
  id,
  className,
  ...textarea
}: TextAreaProps) {
  const error = useServerError(serverError, value)
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
