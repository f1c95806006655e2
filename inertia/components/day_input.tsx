import { useRef, useState } from 'react'
import { useShop } from '~/lib/shop'
import { formatDay, parseDay } from '#common/days'
import { useServerError } from '~/components/field_messages'
import { EARLIEST_DAY, latestDay, withinDayBounds } from '#common/limits'

/** "DD.MM.YYYY" in de-DE, "MM/DD/YYYY" in en-US: the shape of a day the locale writes. */
function dayShape(locale: string) {
  const names = { day: 'DD', month: 'MM', year: 'YYYY' } as Record<string, string>
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
  })
    .formatToParts(new Date())
    .map((part) => names[part.type] ?? part.value.replace(/[\u200e\u200f\u061c]/g, ''))
    .join('')
}

/**
 * A day written as the shop's locale writes it (31.03.2026 in de-DE,
 * 03/31/2026 in en-US) rather than as the browser's locale would in a
 * native date input, handed on as `YYYY-MM-DD`. What is typed counts on
 * Enter or leaving the field; the calendar button picks a day too.
 */
export function DayInput({
  id,
  label,
  value,
  onDayChange,
  error: serverError,
  className = '',
}: {
  id: string
  label: string
  /** `YYYY-MM-DD`, or empty for none. */
  value: string
  onDayChange: (day: string) => void
  error?: string
  className?: string
}) {
  const error = useServerError(serverError, value)
  const { locale } = useShop()
  const picker = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(() => formatDay(value, locale))
  const [seen, setSeen] = useState(value)
  const [refused, setRefused] = useState<string | null>(null)

  // A day set from outside (the calendar, a link, a reset) replaces the text.
  if (value !== seen) {
    setSeen(value)
    setText(formatDay(value, locale))
    setRefused(null)
  }

  function commit() {
    const day = text.trim() === '' ? '' : parseDay(text, locale)
    // The server refuses days outside these bounds too; saying so here saves the round trip.
    const today = new Date().toISOString().slice(0, 10)
    if (day === null) {
      setRefused(`Enter a day like ${formatDay('2026-03-31', locale)}.`)
      return
    }
    if (day !== '' && !withinDayBounds(day, today)) {
      setRefused(
        `Enter a day from ${formatDay(EARLIEST_DAY, locale)} to ${formatDay(latestDay(today), locale)}.`
      )
      return
    }
    setRefused(null)
    setText(formatDay(day, locale))
    if (day !== value) onDayChange(day)
  }

  const message = refused ?? error
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <div className={`input-group position-relative ${message ? 'has-validation' : ''}`}>
        <input
          id={id}
          className={`form-control ${message ? 'is-invalid' : ''}`}
          value={text}
          placeholder={dayShape(locale)}
          autoComplete="off"
          spellCheck={false}
          // Left to right unless the locale writes days right to left (ar-SA's marks say so).
          dir="auto"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commit()
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={`Pick the ${label.toLowerCase()} day from a calendar`}
          onClick={() => picker.current?.showPicker()}
        >
          <i className="bi bi-calendar3" aria-hidden="true" />
        </button>
        {/* The browser's calendar, opened by the button; its own text (in the browser's locale) stays hidden. */}
        <input
          ref={picker}
          type="date"
          className="day-input-picker"
          tabIndex={-1}
          aria-hidden="true"
          value={value}
          min={EARLIEST_DAY}
          max={latestDay(new Date().toISOString().slice(0, 10))}
          onChange={(event) => onDayChange(event.target.value)}
        />
        {message && (
          <div id={`${id}-error`} className="invalid-feedback">
            {message}
          </div>
        )}
      </div>
    </div>
  )
}
