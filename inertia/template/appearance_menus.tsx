import Dropdown from 'react-bootstrap/Dropdown'
import { COLOR_THEMES, useTemplate, type DarkMode } from '~/template/settings'

const MODES: { value: DarkMode; label: string; icon: string }[] = [
  { value: 'off', label: 'Light', icon: 'bi-sun' },
  { value: 'on', label: 'Dark', icon: 'bi-moon-stars' },
  { value: 'system', label: 'System', icon: 'bi-circle-half' },
]

/** The landing header's dark-mode and colour-theme menus. */
export function AppearanceMenus() {
  const { settings, update } = useTemplate()
  const current = MODES.find((mode) => mode.value === settings.darkMode)!
  return (
    <div className="d-flex gap-2">
      <Dropdown align="end">
        <Dropdown.Toggle
          variant="outline-secondary"
          size="sm"
          id="dark-mode-menu"
          aria-label="Dark mode"
        >
          <i className={`bi ${current.icon}`} aria-hidden="true" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {MODES.map((mode) => (
            <Dropdown.Item
              as="button"
              key={mode.value}
              active={settings.darkMode === mode.value}
              onClick={() => update({ darkMode: mode.value })}
            >
              <i className={`bi ${mode.icon} me-2`} aria-hidden="true" />
              {mode.label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      <Dropdown align="end">
        <Dropdown.Toggle
          variant="outline-secondary"
          size="sm"
          id="color-theme-menu"
          aria-label="Colour theme"
        >
          <i className="bi bi-palette" aria-hidden="true" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {COLOR_THEMES.map((theme) => (
            <Dropdown.Item
              as="button"
              key={theme || 'default'}
              active={settings.colorTheme === theme}
              onClick={() => update({ colorTheme: theme })}
            >
              {theme ? theme[0].toUpperCase() + theme.slice(1) : 'Default'}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    </div>
  )
}
