import { MenuDropdown } from '~/components/menu_dropdown'
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
      <MenuDropdown
        id="dark-mode-menu"
        label="Dark mode"
        toggleClassName="btn btn-sm btn-outline-secondary"
        toggle={<i className={`bi ${current.icon}`} aria-hidden="true" />}
      >
        {MODES.map((mode) => (
          <button
            type="button"
            key={mode.value}
            className={`dropdown-item${settings.darkMode === mode.value ? ' active' : ''}`}
            onClick={() => update({ darkMode: mode.value })}
          >
            <i className={`bi ${mode.icon} me-2`} aria-hidden="true" />
            {mode.label}
          </button>
        ))}
      </MenuDropdown>
      <MenuDropdown
        id="color-theme-menu"
        label="Colour theme"
        toggleClassName="btn btn-sm btn-outline-secondary"
        toggle={<i className="bi bi-palette" aria-hidden="true" />}
      >
        {COLOR_THEMES.map((theme) => (
          <button
            type="button"
            key={theme || 'default'}
            className={`dropdown-item${settings.colorTheme === theme ? ' active' : ''}`}
            onClick={() => update({ colorTheme: theme })}
          >
            {theme ? theme[0].toUpperCase() + theme.slice(1) : 'Default'}
          </button>
        ))}
      </MenuDropdown>
    </div>
  )
}
