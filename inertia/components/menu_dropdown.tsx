import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

/**
 * A Bootstrap dropdown of plain markup for the layout's few menus (the
 * user menu, the landing page's appearance menus): the menu sits under its
 * button by Bootstrap's own CSS (`data-bs-popper="static"`), so every page
 * goes without react-bootstrap's Dropdown and Popper (some 10 kB). It
 * closes on a choice, a click outside and Escape (focus back on the
 * button); the arrow keys move between its entries.
 */
export function MenuDropdown({
  id,
  label,
  toggleClassName,
  toggle,
  children,
}: {
  id: string
  /** The button's accessible name when its content is an icon alone. */
  label?: string
  toggleClassName: string
  toggle: ReactNode
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', closeOutside)
    return () => document.removeEventListener('mousedown', closeOutside)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      button.current?.focus()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    if (!open) setOpen(true)
    const items = [...(root.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    items[(at + step + items.length) % items.length]?.focus()
  }

  return (
    <div className="dropdown" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        id={id}
        type="button"
        className={`dropdown-toggle ${toggleClassName}`}
        aria-label={label}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {toggle}
      </button>
      <div
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        aria-labelledby={id}
        onClick={() => setOpen(false)}
      >
        {children}
      </div>
    </div>
  )
}
