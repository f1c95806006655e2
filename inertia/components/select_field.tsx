import type { JSX } from 'react'
import { FieldFrame } from '~/components/field_frame'
import { describedBy, useServerError } from '~/components/field_messages'

export interface SelectFieldOption {
  value: string
  label: string
  /** Neighbouring options of one group are listed under its heading (time zones by region). */
  group?: string
}

function optionElement(option: SelectFieldOption) {
  return (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  )
}

function optionElements(options: SelectFieldOption[]) {
  const rendered: JSX.Element[] = []
  for (let start = 0; start < options.length;) {
    const { group } = options[start]
    let end = start + 1
    while (group !== undefined && options[end]?.group === group) end++
    rendered.push(
      group === undefined ? (
        optionElement(options[start])
      ) : (
        <optgroup key={`group-${group}`} label={group}>
          {options.slice(start, end).map(optionElement)}
        </optgroup>
      )
    )
    start = end
  }
  return rendered
}

/** A labelled select with the server's error beside it. */
export function SelectField({
  name,
  label,
  value,
  options,
  error: serverError,
  onValueChange,
  id,
  className = 'mb-3',
  help,
  disabled,
}: {
  name: string
  label: string
  value: string
  options: SelectFieldOption[]
  error?: string
  onValueChange: (value: string) => void
  id?: string
  className?: string
  help?: string
  disabled?: boolean
}) {
  const error = useServerError(serverError, value)
  const fieldId = id ?? name
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} help={help} className={className}>
      <select
        id={fieldId}
        name={name}
        className={`form-select ${error ? 'is-invalid' : ''}`}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, help)}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {optionElements(options)}
      </select>
    </FieldFrame>
  )
}
