import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useJsonSearch, type SearchState } from '~/lib/json_search'
import { useServerError } from '~/components/field_messages'

export interface SelectOption {
  value: string
  label: string
}

/**
 * A labelled combobox whose options come from a JSON endpoint as the person
 * types (`GET endpoint?q=` answering `{ options: [{ value, label }] }`):
 * debounced, stale requests cancelled, loading and empty states, arrows,
 * Enter and Escape (ARIA 1.2 combobox with a listbox popup). The chosen
 * value also travels as a hidden input named `name`, for plain forms.
 * Given `localSearch`, the options come from it instead, with the same
 * list, states and keys (the counter's picker offline).
 */
export function AsyncSearchSelect({
  name,
  label,
  endpoint,
  value,
  onChange,
  id,
  error: serverError,
  help,
  placeholder = 'Type to search…',
  clearLabel,
  className = 'mb-3',
  localSearch,
}: {
  name: string
  label: string
  endpoint: string
  value: SelectOption | null
  onChange: (option: SelectOption | null) => void
  id?: string
  error?: string
  help?: ReactNode
  placeholder?: string
  /** Shown as the first option when set: choosing it clears the value (e.g. "Everyone"). */
  clearLabel?: string
  className?: string
  /** Answers the text typed here, at once, in place of the endpoint (which cannot be reached). */
  localSearch?: (query: string) => SelectOption[]
}) {
  const error = useServerError(serverError, value?.value ?? null)
  const fieldId = id ?? name
  const listId = `${fieldId}-options`
  const optionPrefix = `${useId()}-option`
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [typed, setTyped] = useState(false)

  // Until the person types, the list shows everything the endpoint offers first.
  const query = typed ? text.trim() : ''
  const separator = endpoint.includes('?') ? '&' : '?'
  const fetched = useJsonSearch<{ options: SelectOption[] }>(
    open && !localSearch ? `${endpoint}${separator}q=${encodeURIComponent(query)}` : null
  )
  const search: SearchState<{ options: SelectOption[] }> =
    open && localSearch ? { status: 'done', data: { options: localSearch(query) } } : fetched
  const found = search.status === 'done' ? search.data.options : []
  const options: (SelectOption | null)[] = [...(clearLabel ? [null] : []), ...found]

  const activeId = open && active >= 0 ? `${optionPrefix}-${active}` : undefined
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  function show() {
    if (open) return
    setText(value?.label ?? '')
    setOpen(true)
  }

  function close() {
    setOpen(false)
    setActive(-1)
    setTyped(false)
  }

  function choose(option: SelectOption | null) {
    onChange(option)
    close()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        show()
        return
      }
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      if (active >= 0 && active < options.length) choose(options[active])
    } else if (event.key === 'Escape' && open) {
      // Closing this list is all Escape does here: the side overlay stays open.
      event.stopPropagation()
      close()
    }
  }

  const describedBy = [error && `${fieldId}-error`, help && `${fieldId}-help`]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <div className="position-relative">
        <input
          id={fieldId}
          type="text"
          role="combobox"
          className={`form-control ${error ? 'is-invalid' : ''}`}
          placeholder={clearLabel && !value ? clearLabel : placeholder}
          autoComplete="off"
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={open ? text : (value?.label ?? '')}
          onChange={(event) => {
            setText(event.target.value)
            setTyped(true)
            setOpen(true)
            setActive(-1)
          }}
          onClick={show}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <input type="hidden" name={name} value={value?.value ?? ''} />
        <div
          className={`async-select-popup bg-body border rounded shadow-sm ${open ? '' : 'd-none'}`}
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={`${label} options`}
            aria-busy={search.status === 'loading'}
            className="list-unstyled mb-0"
          >
            {open &&
              options.map((option, index) => (
                <li
                  key={option?.value ?? ''}
                  id={`${optionPrefix}-${index}`}
                  role="option"
                  aria-selected={(option?.value ?? '') === (value?.value ?? '')}
                  className={`async-select-option px-3 py-2 ${index === active ? 'active' : ''}`}
                  // Chosen on mousedown, before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault()
                    choose(option)
                  }}
                >
                  {option?.label ?? clearLabel}
                </li>
              ))}
          </ul>
          {open && search.status === 'loading' && (
            <div role="status" className="px-3 py-2 small text-body-secondary">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Searching…
            </div>
          )}
          {open && search.status === 'failed' && (
            <div role="alert" className="px-3 py-2 small text-danger-emphasis">
              {search.message}
            </div>
          )}
          {open && search.status === 'done' && found.length === 0 && (
            <div role="status" className="px-3 py-2 small text-body-secondary">
              {query ? `No match for “${query}”.` : 'Nothing to choose from yet.'}
            </div>
          )}
        </div>
      </div>
      {error && (
        <div id={`${fieldId}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {help && (
        <div id={`${fieldId}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  )
}
