import { MENU_REGISTRY } from '#services/shop/menu'

/**
 * Two submenus for navigation tests, added to the live menu registry (the
 * browser tests run the app server in this process) and removed by
 * `cleanup`. "Records" leads to the audit log and to an external page;
 * "Overview" leads to the dashboard and also opens on /profile.
 */
export function withFixtureSubmenus(cleanup: (handler: () => void) => void) {
  // No heading, and before the first one: the top bar folds what follows a heading into its submenu.
  const section: (typeof MENU_REGISTRY)[number] = {
    entries: [
      {
        name: 'Records',
        icon: 'bi-folder',
        sub: [
          { name: 'Audit trail', to: 'audit.index', icon: 'bi-journal', permission: 'audit.view' },
          {
            name: 'Handbook',
            to: { href: 'https://example.com/handbook' },
            icon: 'bi-book',
            permission: 'dashboard.view',
          },
        ],
      },
      {
        name: 'Overview',
        icon: 'bi-grid',
        activeUnder: 'profile.edit',
        sub: [{ name: 'Home board', to: 'dashboard', permission: 'dashboard.view' }],
      },
    ],
  }
  MENU_REGISTRY.splice(1, 0, section)
  cleanup(() => {
    MENU_REGISTRY.splice(MENU_REGISTRY.indexOf(section), 1)
  })
}
