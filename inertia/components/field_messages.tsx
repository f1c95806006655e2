import type { ReactNode } from 'react'

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
