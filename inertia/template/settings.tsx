import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { useBrowserState } from '~/lib/browser_state'

export const COLOR_THEMES = ['', 'amethyst', 'city', 'flat', 'modern', 'smooth'] as const
export type ColorTheme = (typeof COLOR_THEMES)[number]
export type DarkMode = 'on' | 'off' | 'system'
export type MainContent = '' | 'boxed' | 'narrow'
export const MENU_LAYOUTS = ['sidebar', 'horizontal'] as const
/** The menu as a sidebar, or as a dark top bar with hover submenus. */
export type MenuLayout = (typeof MENU_LAYOUTS)[number]

/** The template settings; each changes something a person can see. */
export interface TemplateSettings {
  colorTheme: ColorTheme
  darkMode: DarkMode
  sidebarLeft: boolean
  sidebarMini: boolean
  sidebarDark: boolean
  sidebarVisibleDesktop: boolean
  sidebarVisibleMobile: boolean
  sideOverlayVisible: boolean
  sideOverlayHoverable: boolean
  pageOverlay: boolean
  headerFixed: boolean
  headerDark: boolean
  headerSearch: boolean
  rtlSupport: boolean
  sideTransitions: boolean
  mainContent: MainContent
  menuLayout: MenuLayout
}

/** The authenticated layout's defaults: fixed light header, narrow content. */
export const DEFAULT_SETTINGS: TemplateSettings = {
  colorTheme: '',
  darkMode: 'off',
  sidebarLeft: true,
  sidebarMini: false,
  sidebarDark: false,
  sidebarVisibleDesktop: true,
  sidebarVisibleMobile: false,
  sideOverlayVisible: false,
  sideOverlayHoverable: false,
  pageOverlay: true,
  headerFixed: true,
  headerDark: false,
  headerSearch: false,
  rtlSupport: false,
  sideTransitions: true,
  mainContent: 'narrow',
  menuLayout: 'sidebar',
}

/** localStorage keys; the first three are also read by the pre-paint script in inertia_layout.edge. */
export const STORAGE_KEYS = {
  darkMode: 'posCenter.darkMode',
  colorTheme: 'posCenter.colorTheme',
  menuLayout: 'posCenter.menuLayout',
  layout: 'posCenter.layout',
} as const

/**
 * The layout choices a person makes in the side overlay, kept on this
 * device across reloads. What opens and closes as they work (the mobile
 * sidebar, this panel, the search bar) starts afresh.
 */
export const KEPT_LAYOUT_SETTINGS = [
  'sidebarLeft',
  'sidebarMini',
  'sidebarDark',
  'sidebarVisibleDesktop',
  'headerFixed',
  'headerDark',
  'sideOverlayHoverable',
  'pageOverlay',
  'sideTransitions',
  'rtlSupport',
  'mainContent',
] as const satisfies readonly (keyof TemplateSettings)[]

const MAIN_CONTENTS: readonly MainContent[] = ['', 'boxed', 'narrow']

/** The kept layout choices, each only when stored with a value it may have. */
function readStoredLayout(): Partial<TemplateSettings> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.layout) ?? '{}')
    const kept: Partial<Record<keyof TemplateSettings, unknown>> = {}
    for (const key of KEPT_LAYOUT_SETTINGS) {
      const value = stored?.[key]
      const valid =
        key === 'mainContent'
          ? MAIN_CONTENTS.includes(value)
          : typeof value === typeof DEFAULT_SETTINGS[key]
      if (valid) kept[key] = value
    }
    return kept as Partial<TemplateSettings>
  } catch {
    return {}
  }
}

/** The desktop/mobile breakpoint, Bootstrap's lg: wider than 991 px is desktop. */
export const DESKTOP_QUERY = '(min-width: 992px)'

function readStored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = window.localStorage.getItem(key)
    return allowed.includes(value as T) ? (value as T) : fallback
  } catch {
    return fallback
  }
}

/** The settings as this device keeps them: the menu layout among them, so the chosen menu is the first one drawn. */
function storedSettings(): TemplateSettings {
  return {
    ...DEFAULT_SETTINGS,
    ...readStoredLayout(),
    darkMode: readStored(STORAGE_KEYS.darkMode, ['on', 'off', 'system'], 'off'),
    colorTheme: readStored(STORAGE_KEYS.colorTheme, COLOR_THEMES, ''),
    menuLayout: readStored(STORAGE_KEYS.menuLayout, MENU_LAYOUTS, 'sidebar'),
  }
}

function systemPrefersDark() {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches
}

interface TemplateContextValue {
  settings: TemplateSettings
  darkModeActive: boolean
  update: (changes: Partial<TemplateSettings>) => void
  toggle: (key: BooleanSetting) => void
  /** Opens, closes or toggles the sidebar for the current width only. */
  sidebar: (action: 'open' | 'close' | 'toggle') => void
}

type BooleanSetting = {
  [K in keyof TemplateSettings]: TemplateSettings[K] extends boolean ? K : never
}[keyof TemplateSettings]

const TemplateContext = createContext<TemplateContextValue | null>(null)

export function TemplateProvider({ children }: { children: ReactNode }) {
  // A server-rendered page starts from the defaults, as the server drew it;
  // the stored choices apply before the first paint after hydration.
  const [settings, setSettings] = useBrowserState(storedSettings, () => DEFAULT_SETTINGS)
  const [systemDark, setSystemDark] = useBrowserState(systemPrefersDark, () => false)

  // "System" follows the operating system, also when it changes while the page is open.
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const listener = (event: MediaQueryListEvent) => setSystemDark(event.matches)
    query.addEventListener('change', listener)
    return () => query.removeEventListener('change', listener)
  }, [setSystemDark])

  const darkModeActive =
    settings.darkMode === 'on' || (settings.darkMode === 'system' && systemDark)

  useEffect(() => {
    const root = document.documentElement
    root.dataset.bsTheme = darkModeActive ? 'dark' : 'light'
    if (settings.colorTheme) root.dataset.colorTheme = settings.colorTheme
    else delete root.dataset.colorTheme
    root.dir = settings.rtlSupport ? 'rtl' : 'ltr'
    try {
      window.localStorage.setItem(STORAGE_KEYS.darkMode, settings.darkMode)
      window.localStorage.setItem(STORAGE_KEYS.colorTheme, settings.colorTheme)
      window.localStorage.setItem(STORAGE_KEYS.menuLayout, settings.menuLayout)
    } catch {
      // Private browsing without storage: the choice lasts until the tab closes.
    }
  }, [
    darkModeActive,
    settings.darkMode,
    settings.colorTheme,
    settings.rtlSupport,
    settings.menuLayout,
  ])

  const keptLayout = JSON.stringify(
    Object.fromEntries(KEPT_LAYOUT_SETTINGS.map((key) => [key, settings[key]]))
  )
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.layout, keptLayout)
    } catch {
      // Private browsing without storage: the choice lasts until the tab closes.
    }
  }, [keptLayout])

  const update = useCallback(
    (changes: Partial<TemplateSettings>) => {
      setSettings((current) => {
        const next = { ...current, ...changes }
        // The mini sidebar is a desktop sidebar: turning it on shows the sidebar.
        if (changes.sidebarMini) next.sidebarVisibleDesktop = true
        return next
      })
    },
    [setSettings]
  )

  const toggle = useCallback(
    (key: BooleanSetting) => {
      setSettings((current) => ({ ...current, [key]: !current[key] }))
    },
    [setSettings]
  )

  const sidebar = useCallback(
    (action: 'open' | 'close' | 'toggle') => {
      const key = window.matchMedia(DESKTOP_QUERY).matches
        ? 'sidebarVisibleDesktop'
        : 'sidebarVisibleMobile'
      setSettings((current) => ({
        ...current,
        [key]: action === 'toggle' ? !current[key] : action === 'open',
      }))
    },
    [setSettings]
  )

  const value = useMemo(
    () => ({ settings, darkModeActive, update, toggle, sidebar }),
    [settings, darkModeActive, update, toggle, sidebar]
  )
  return <TemplateContext.Provider value={value}>{children}</TemplateContext.Provider>
}

export function useTemplate() {
  const context = useContext(TemplateContext)
  if (!context) throw new Error('useTemplate needs the TemplateProvider (inertia/app.tsx)')
  return context
}
