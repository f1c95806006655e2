import type { ReactNode } from 'react'

/**
 * A table's box that scrolls sideways on a narrow screen. Focusable and
 * named, so a keyboard reaches it and scrolls it with the arrow keys, and a
 * screen reader says what it holds.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      className={`table-responsive ${className}`.trim()}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  )
}
