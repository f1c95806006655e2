import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Avatar } from '~/components/avatar'
import {
  COLOR_THEMES,
  useTemplate,
  type DarkMode,
  type MainContent,
  type MenuLayout,
  type TemplateSettings,
} from '~/template/settings'
import type { SharedProps } from '~/types'

const THEME_LABELS: Record<string, { label: string; color: string }> = {
  '': { label: 'Default', color: '#0b5ed7' },
  'amethyst': { label: 'Amethyst', color: '#7048b6' },
  'city': { label: 'City', color: '#c2410c' },
  'flat': { label: 'Flat', color: '#2b7a3b' },
  'modern': { label: 'Modern', color: '#0b7285' },
  'smooth': { label: 'Smooth', color: '#c2255c' },
}

const SWITCHES: { key: keyof TemplateSettings; label: string; sidebarOnly?: boolean }[] = [
  { key: 'sidebarLeft', label: 'Sidebar on the left', sidebarOnly: true },
  { key: 'sidebarMini', label: 'Mini sidebar (wide screens)', sidebarOnly: true },
  { key: 'sidebarDark', label: 'Dark sidebar', sidebarOnly: true },
  { key: 'headerFixed', label: 'Fixed header' },
  { key: 'headerDark', label: 'Dark header' },
  { key: 'sideOverlayHoverable', label: 'Open this panel on hover' },
  { key: 'pageOverlay', label: 'Dim the page behind this panel' },
  { key: 'sideTransitions', label: 'Animate panels' },
  { key: 'rtlSupport', label: 'Right-to-left' },
]

/** The side overlay: who is signed in, and the appearance settings. */
export function SideOverlay() {
  const { auth } = usePage<SharedProps>().props
  const { settings, update } = useTemplate()
  const user = auth.user

  return (
    <aside
      id="side-overlay"
      className="side-overlay bg-body border-start"
      aria-label="Appearance settings"
      aria-hidden={!settings.sideOverlayVisible && !settings.sideOverlayHoverable}
      inert={!settings.sideOverlayVisible && !settings.sideOverlayHoverable}
    >
      <div className="d-flex align-items-center justify-content-between p-3 border-bottom">
        {user && (
          <Link
            route="profile.edit"
            className="d-flex align-items-center gap-2 text-body text-decoration-none"
            onClick={() => update({ sideOverlayVisible: false })}
          >
            <Avatar src={user.gravatar} initials={user.initials} name={user.name} />
            <span className="fw-semibold">{user.name}</span>
          </Link>
        )}
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label="Close appearance settings"
          onClick={() => update({ sideOverlayVisible: false })}
        >
          <i className="bi bi-x-lg" aria-hidden="true" />
        </button>
      </div>

      <div className="p-3">
        <fieldset className="mb-4">
          <legend className="h6">Dark mode</legend>
          {(['off', 'on', 'system'] as DarkMode[]).map((mode) => (
            <div className="form-check form-check-inline" key={mode}>
              <input
                className="form-check-input"
                type="radio"
                name="dark-mode"
                id={`dark-mode-${mode}`}
                checked={settings.darkMode === mode}
                onChange={() => update({ darkMode: mode })}
              />
              <label className="form-check-label" htmlFor={`dark-mode-${mode}`}>
                {mode === 'off' ? 'Light' : mode === 'on' ? 'Dark' : 'System'}
              </label>
            </div>
          ))}
        </fieldset>

        <fieldset className="mb-4">
          <legend className="h6">Colour theme</legend>
          <div className="d-flex flex-wrap gap-2">
            {COLOR_THEMES.map((theme) => (
              <button
                key={theme || 'default'}
                type="button"
                className={`theme-swatch ${settings.colorTheme === theme ? 'active' : ''}`}
                style={{ backgroundColor: THEME_LABELS[theme].color }}
                aria-label={`${THEME_LABELS[theme].label} theme`}
                aria-pressed={settings.colorTheme === theme}
                onClick={() => update({ colorTheme: theme })}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="mb-4">
          <legend className="h6">Menu</legend>
          {(
            [
              ['sidebar', 'Sidebar'],
              ['horizontal', 'Top bar'],
            ] as [MenuLayout, string][]
          ).map(([layout, label]) => (
            <div className="form-check form-check-inline" key={layout}>
              <input
                className="form-check-input"
                type="radio"
                name="menu-layout"
                id={`menu-layout-${layout}`}
                checked={settings.menuLayout === layout}
                onChange={() => update({ menuLayout: layout })}
              />
              <label className="form-check-label" htmlFor={`menu-layout-${layout}`}>
                {label}
              </label>
            </div>
          ))}
        </fieldset>

        <fieldset className="mb-4">
          <legend className="h6">Content width</legend>
          <select
            className="form-select"
            aria-label="Content width"
            value={settings.mainContent}
            onChange={(event) => update({ mainContent: event.target.value as MainContent })}
          >
            <option value="">Full width</option>
            <option value="boxed">Boxed</option>
            <option value="narrow">Narrow</option>
          </select>
        </fieldset>

        <fieldset>
          <legend className="h6">Layout</legend>
          {SWITCHES.map(({ key, label, sidebarOnly }) => (
            <div className="form-check form-switch mb-2" key={key}>
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                id={`setting-${key}`}
                checked={Boolean(settings[key])}
                disabled={sidebarOnly && settings.menuLayout !== 'sidebar'}
                onChange={(event) => update({ [key]: event.target.checked })}
              />
              <label className="form-check-label" htmlFor={`setting-${key}`}>
                {label}
              </label>
            </div>
          ))}
        </fieldset>
      </div>
    </aside>
  )
}
