import { Link } from '@adonisjs/inertia/react'
import Dropdown from 'react-bootstrap/Dropdown'

/** One entry of a row's menu: a page to open or something to do. */
export type RowAction = { label: string; danger?: boolean; disabled?: boolean } & (
  { href: string } | { onClick: () => void }
)

/**
 * The one row-actions menu: an "Actions" button of fixed width whose menu
 * holds what the row offers, so a state change (Deactivate becoming
 * Activate) never moves anything. Entries given as `false` are left out;
 * a row with none shows nothing.
 */
export function RowActions({
  name,
  actions,
}: {
  /** The record's name, for the button's accessible name ("Actions for Downtown"). */
  name: string
  actions: (RowAction | false | null | undefined)[]
}) {
  const shown = actions.filter((action): action is RowAction => Boolean(action))
  if (shown.length === 0) return null
  return (
    <Dropdown align="end" className="row-actions">
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        className="row-actions-toggle"
        aria-label={`Actions for ${name}`}
      >
        Actions
      </Dropdown.Toggle>
      {/* Fixed, so the table's sideways scrolling box does not clip the menu. */}
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
        {shown.map((action) => {
          const className = action.danger ? 'text-danger' : undefined
          return 'href' in action ? (
            <Dropdown.Item
              key={action.label}
              as={Link}
              href={action.href}
              className={className}
              disabled={action.disabled}
            >
              {action.label}
            </Dropdown.Item>
          ) : (
            <Dropdown.Item
              key={action.label}
              as="button"
              type="button"
              className={className}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
            </Dropdown.Item>
          )
        })}
      </Dropdown.Menu>
    </Dropdown>
  )
}
