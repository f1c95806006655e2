import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { router } from '@inertiajs/react'

// How many visits have come back from the server: each answer brings the
// form's errors afresh. One listener on the router, whatever the fields.
let answers = 0
const waiting = new Set<() => void>()
let stopListening: (() => void) | undefined

function subscribeToAnswers(notify: () => void) {
  waiting.add(notify)
  stopListening ??= router.on('finish', () => {
    answers++
    for (const listener of waiting) listener()
  })
  return () => {
    waiting.delete(notify)
    if (waiting.size === 0) {
      stopListening?.()
      stopListening = undefined
    }
  }
}

/**
 * The server's error for a field while the field still holds what it held
 * when the server answered: once the person corrects it, a message about a
 * value no longer there goes. The next answer shows its errors again.
 */
export function useServerError(error: string | undefined, value: unknown) {
  const answer = useSyncExternalStore(
    subscribeToAnswers,
    () => answers,
    () => 0
  )
  const [answered, setAnswered] = useState({ answer, value })
  if (answered.answer !== answer) setAnswered({ answer, value })
  const valueAnswered = answered.answer === answer ? answered.value : value
  return Object.is(valueAnswered, value) ? error : undefined
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
