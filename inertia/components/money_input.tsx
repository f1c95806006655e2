import { useState, type ReactNode } from 'react'
import { useShop } from '~/lib/shop'
import { minorDigits, minorToDecimal, parseMoney } from '#common/money'
import { basisPointsToPercent, parsePercent } from '#common/basis_points'

/**
 * What a numeric field hands its form: the number once what was typed reads
 * as one, null when empty, and otherwise the typed text itself, so an
 * invalid entry is never silently replaced by an old value (the server
 * refuses it beside the field, and the text is still there to correct).
 */
export type NumericValue = number | string | null

interface FieldProps {
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
}

/**
 * The shared shell: label, input group with a prefix/suffix, a message for
 * what cannot be read (shown as soon as it is typed) or the server's error.
 */
function NumericField({
  name,
  label,
  value,
  onValueChange,
  error,
  help,
  id,
  className = 'mb-3',
  required,
  disabled,
  parse,
  display,
  invalidMessage,
  prefix,
  suffix,
  inputMode,
  before,
  after,
}: FieldProps & {
  parse: (text: string) => number | null
  display: (value: number) => string
  invalidMessage: string
  prefix?: ReactNode
  suffix?: ReactNode
  inputMode: 'decimal' | 'numeric'
  before?: ReactNode
  after?: ReactNode
}) {
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
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <div className={`input-group ${message ? 'has-validation' : ''}`}>
        {before}
        {prefix && <span className="input-group-text">{prefix}</span>}
        <input
          id={fieldId}
          name={name}
          className={`form-control text-end ${message ? 'is-invalid' : ''}`}
          inputMode={inputMode}
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

/** Where the shop's locale writes the currency symbol, and which symbol. */
function currencySymbol(currency: string, locale: string) {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1)
  const index = parts.findIndex((part) => part.type === 'currency')
  const integer = parts.findIndex((part) => part.type === 'integer')
  return { symbol: parts[index]?.value ?? currency, before: index < integer }
}

/**
 * An amount typed in major units of the shop currency ("19.99", "1200" in
 * JPY) and handed to the form as exact integer minor units (1999, 1200).
 */
export function MoneyInput(props: FieldProps) {
  const { currency, locale } = useShop()
  const digits = minorDigits(currency)
  const { symbol, before } = currencySymbol(currency, locale)
  const example = digits === 0 ? '1200' : `19.${'99'.padEnd(digits, '0')}`
  return (
    <NumericField
      {...props}
      parse={(text) => parseMoney(text, currency, { locale })}
      display={(minor) => minorToDecimal(minor, currency)}
      invalidMessage={
        digits === 0
          ? `Enter a whole amount in ${currency}, like ${example}.`
          : `Enter an amount in ${currency} with at most ${digits} decimals, like ${example}.`
      }
      prefix={before ? symbol : undefined}
      suffix={before ? undefined : symbol}
      inputMode={digits === 0 ? 'numeric' : 'decimal'}
    />
  )
}

/** A rate typed in percent with up to two decimals ("8.25"), handed on as basis points (825). */
export function PercentInput(props: FieldProps) {
  return (
    <NumericField
      {...props}
      parse={parsePercent}
      display={basisPointsToPercent}
      invalidMessage="Enter a percentage from 0 to 100 with at most 2 decimals, like 8.25."
      suffix="%"
      inputMode="decimal"
    />
  )
}

/** A whole quantity between `min` and `max`, with optional − and + buttons. */
export function QuantityInput({
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  stepButtons = false,
  ...props
}: FieldProps & { min?: number; max?: number; stepButtons?: boolean }) {
  const parse = (text: string) => {
    if (!/^\s*-?\d+\s*$/.test(text)) return null
    const quantity = Number.parseInt(text, 10)
    return Number.isSafeInteger(quantity) && quantity >= min && quantity <= max ? quantity : null
  }
  const current = typeof props.value === 'number' ? props.value : null
  const step = (delta: number) =>
    props.onValueChange(Math.min(max, Math.max(min, (current ?? min) + delta)))
  return (
    <NumericField
      {...props}
      parse={parse}
      display={String}
      invalidMessage={
        max === Number.MAX_SAFE_INTEGER
          ? `Enter a whole number of ${min} or more.`
          : `Enter a whole number from ${min} to ${max}.`
      }
      inputMode="numeric"
      before={
        stepButtons && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={`Decrease ${props.label.toLowerCase()}`}
            disabled={props.disabled || (current !== null && current <= min)}
            onClick={() => step(-1)}
          >
            <i className="bi bi-dash" aria-hidden="true" />
          </button>
        )
      }
      after={
        stepButtons && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={`Increase ${props.label.toLowerCase()}`}
            disabled={props.disabled || (current !== null && current >= max)}
            onClick={() => step(1)}
          >
            <i className="bi bi-plus" aria-hidden="true" />
          </button>
        )
      }
    />
  )
}
