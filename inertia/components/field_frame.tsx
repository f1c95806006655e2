import type { ReactNode } from 'react'
import { FieldMessages } from '~/components/field_messages'

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
