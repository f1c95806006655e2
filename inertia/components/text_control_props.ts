import type { ChangeEvent, ReactNode } from 'react'
import { describedBy } from '~/components/field_messages'

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
