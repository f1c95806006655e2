/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright'
import { freshDatabase } from '#tests/helpers/database'
import { openSignedIn } from '#tests/helpers/browser_sessions'
import { withFixtureSubmenus } from '#tests/helpers/menu_fixtures'

const WIDTHS = [
  ['desktop', 1366],
  ['phone', 375],
] as const

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' })
}

async function expanded(locator: Locator) {
  return (await locator.getAttribute('aria-expanded')) === 'true'
}

async function isActive(locator: Locator) {
  const classes = await locator.getAttribute('class')
  return /\bactive\b/.test(classes ?? '')
}

function sidebarAt(page: Page, state: 'shown' | 'hidden') {
  return page.waitForFunction((wanted) => {
    const box = document.getElementById('app-sidebar')!.getBoundingClientRect()
    return wanted === 'shown' ? box.x === 0 && box.width > 0 : box.right <= 0
  }, state)
}

async function signIn(page: Page, width: number, email = 'admin@demo.test') {
  await page.setViewportSize({ width, height: 800 })
  await openSignedIn(page, email)
}

test.group('Navigation: sidebar submenus', (group) => {
  group.each.setup(() => freshDatabase())

  for (const [name, width] of WIDTHS) {
    test(`${name}: opening a submenu closes its siblings; active by path and subActivePaths`)
      .setup(({ context }) => {
        withFixtureSubmenus((handler) => context.test.cleanup(handler))
      })
      .run(async ({ visit, assert }) => {
        const page = await visit('/login')
        await signIn(page, width)
        if (width < 992) {
          await page.getByRole('button', { name: 'Toggle menu' }).click()
          await sidebarAt(page, 'shown')
        }
        const records = mainMenu(page).getByRole('button', { name: 'Records' })
        const overview = mainMenu(page).getByRole('button', { name: 'Overview' })

        // On /dashboard, "Overview" is open and active: its child leads here.
        assert.isTrue(await expanded(overview))
        assert.isTrue(await isActive(overview))
        assert.isFalse(await expanded(records))
        assert.isFalse(await isActive(records))
        const homeBoard = mainMenu(page).getByRole('link', { name: 'Home board' })
        assert.equal(await homeBoard.getAttribute('aria-current'), 'page')

        await records.click()
        assert.isTrue(await expanded(records))
        assert.isFalse(await expanded(overview), 'opening one closes its sibling')
        assert.equal(await homeBoard.count(), 0)
        const handbook = mainMenu(page).getByRole('link', { name: /Handbook/ })
        assert.equal(await handbook.getAttribute('target'), '_blank')
        assert.include((await handbook.getAttribute('rel'))!.split(' '), 'noopener')
        assert.equal(await handbook.getAttribute('href'), 'https://example.com/handbook')

        await overview.click()
        assert.isTrue(await expanded(overview))
        assert.isFalse(await expanded(records))
        await overview.click()
        assert.isFalse(await expanded(overview), 'a second click closes it')

        // Following a leaf: the page changes, its submenu opens and shows active.
        await records.click()
        await mainMenu(page).getByRole('link', { name: 'Audit trail' }).click()
        await page.waitForURL('**/audit')
        if (width < 992) {
          await sidebarAt(page, 'hidden')
        } else {
          await sidebarAt(page, 'shown')
        }
        assert.isTrue(await expanded(records))
        assert.isTrue(await isActive(records))
        assert.isFalse(await isActive(overview))

        // subActivePaths: /profile is not a child of "Overview" but opens it.
        await page.goto('/profile')
        assert.isTrue(await expanded(overview))
        assert.isTrue(await isActive(overview))
        assert.isFalse(await expanded(records))
      })
  }

  test('mini mode is for wide screens only', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page, 1366)
    await page.getByRole('button', { name: 'Toggle mini sidebar' }).click()
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().width === 64
    )

    // The same setting on a phone: the mini toggle is gone, the sidebar opens full width.
    await page.setViewportSize({ width: 375, height: 800 })
    assert.isFalse(await page.getByRole('button', { name: 'Toggle mini sidebar' }).isVisible())
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await sidebarAt(page, 'shown')
    const width = await page
      .locator('#app-sidebar')
      .evaluate((element) => element.getBoundingClientRect().width)
    assert.equal(width, 240)
  })
})

test.group('Navigation: overlay, Escape and resize at both widths', (group) => {
  group.each.setup(() => freshDatabase())

  for (const [name, width] of WIDTHS) {
    test(
      `${name}: Escape and the page overlay close the side overlay; Escape closes the search`
    ).run(async ({ visit, assert }) => {
      const page = await visit('/login')
      await signIn(page, width)
      const settings = page.getByRole('button', { name: 'Open appearance settings' })

      await settings.click()
      await page.locator('.side-overlay-o').waitFor()
      await page.keyboard.press('Escape')
      await page.waitForFunction(() => !document.querySelector('.side-overlay-o'))

      await settings.click()
      await page.locator('.side-overlay-o').waitFor()
      // Beside the side overlay, and off the desktop sidebar.
      await page
        .getByTestId('page-overlay')
        .click({ position: { x: width < 992 ? 10 : 600, y: 400 } })
      await page.waitForFunction(() => !document.querySelector('.side-overlay-o'))

      const searchButton = page.getByRole('button', { name: 'Search', exact: true })
      await searchButton.click()
      await page.getByRole('combobox', { name: 'Search' }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('combobox', { name: 'Search' }).waitFor({ state: 'detached' })
      assert.isTrue(
        await searchButton.evaluate((element) => element === document.activeElement),
        'focus goes back to the search button'
      )
    })
  }

  test('resizing across the breakpoint keeps desktop and phone sidebars apart', async ({
    visit,
  }) => {
    const page = await visit('/login')
    await signIn(page, 1366)
    await sidebarAt(page, 'shown')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.waitForFunction(() => !document.querySelector('.side-trans-enabled'))
    await sidebarAt(page, 'hidden')
    await page.waitForFunction(() => document.querySelector('.side-trans-enabled'))

    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await sidebarAt(page, 'shown')
    await page.setViewportSize({ width: 1366, height: 800 })
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await sidebarAt(page, 'hidden')
    await page.setViewportSize({ width: 375, height: 800 })
    await sidebarAt(page, 'shown')
  })
})

test.group('Navigation: the top-bar menu', (group) => {
  group.each.setup(() => freshDatabase())

  async function chooseTopBar(page: Page) {
    await page.getByRole('button', { name: 'Open appearance settings' }).click()
    await page.locator('.side-overlay-o').waitFor()
    await page.getByLabel('Top bar').check()
    await page.getByRole('button', { name: 'Close appearance settings' }).click()
  }

  test('the whole menu of the Administrator fits one row at 1366 px, each section a submenu named by its heading', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    // Before any script of the page: the template writes its state back once it has drawn.
    await page.addInitScript(() => localStorage.setItem('posCenter.menuLayout', 'horizontal'))
    await signIn(page, 1366)
    const entries = page.locator('#app-hnav-list > li')
    await entries.first().waitFor()
    const tops = await entries.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top))
    )
    assert.equal(tops.length, 8, 'Dashboard and seven sections')
    assert.isAtMost(Math.max(...tops) - Math.min(...tops), 12, `item tops: ${tops.join(', ')}`)
    const reports = mainMenu(page).getByRole('button', { name: 'Reports' })
    await reports.hover()
    await mainMenu(page).getByRole('link', { name: 'Seller sales' }).waitFor()
  })

  test('desktop: chosen in the settings, kept on reload, submenus open on hover, not on click')
    .setup(({ context }) => {
      withFixtureSubmenus((handler) => context.test.cleanup(handler))
    })
    .run(async ({ visit, assert }) => {
      const page = await visit('/login')
      await signIn(page, 1366)
      await chooseTopBar(page)
      assert.equal(await page.locator('#app-sidebar').count(), 0)
      assert.isFalse(await page.getByRole('button', { name: 'Toggle menu' }).isVisible())
      assert.isFalse(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible())

      // Reloaded, the top bar is the first menu drawn: no sidebar ever appears.
      await page.addInitScript(() => {
        const seen = { sidebar: false }
        Object.assign(window, { seen })
        new MutationObserver(() => {
          if (document.getElementById('app-sidebar')) seen.sidebar = true
        }).observe(document, { childList: true, subtree: true })
      })
      await page.reload()
      const records = mainMenu(page).getByRole('button', { name: 'Records' })
      const overview = mainMenu(page).getByRole('button', { name: 'Overview' })
      await records.waitFor()
      assert.isFalse(await page.evaluate(() => (window as any).seen.sidebar))

      const bar = await mainMenu(page).evaluate((element) => {
        const box = element.getBoundingClientRect()
        return {
          top: box.top,
          width: box.width,
          background: getComputedStyle(element).backgroundColor,
        }
      })
      assert.equal(bar.width, 1366)
      assert.equal(bar.background, 'rgb(31, 41, 55)')
      assert.isTrue(await isActive(overview), 'its child leads to this page')

      await records.hover()
      await page.waitForFunction(() => document.querySelector('.app-hnav-item.open .app-hnav-sub'))
      assert.isTrue(await expanded(records))
      const trail = mainMenu(page).getByRole('link', { name: 'Audit trail' })
      assert.isTrue(await trail.isVisible())
      assert.equal(
        await trail.evaluate((element) => getComputedStyle(element.closest('ul')!).backgroundColor),
        'rgb(17, 24, 39)'
      )

      // Clicking does not toggle on a wide screen: the submenu stays open.
      await records.click()
      assert.isTrue(await expanded(records))
      await overview.hover()
      assert.isTrue(await expanded(overview))
      assert.isFalse(await expanded(records), 'opening one closes its sibling')
      // Clicking the page moves the pointer and the focus away: nothing stays open.
      await page.mouse.click(600, 600)
      await page.waitForFunction(() => !document.querySelector('.app-hnav-item.open'))

      // Keyboard: focus opens the submenu and its links can be reached.
      await records.focus()
      assert.isTrue(await expanded(records))
      await page.keyboard.press('Tab')
      assert.isTrue(await trail.evaluate((element) => element === document.activeElement))
      await page.keyboard.press('Enter')
      await page.waitForURL('**/audit')
      assert.isTrue(await isActive(records))
      const handbook = mainMenu(page).getByRole('link', { name: /Handbook/, includeHidden: true })
      assert.equal(await handbook.getAttribute('target'), '_blank')
      assert.include((await handbook.getAttribute('rel'))!.split(' '), 'noopener')
    })

  test('phone: the Menu button folds the bar; clicks open one submenu; a link closes it')
    .setup(({ context }) => {
      withFixtureSubmenus((handler) => context.test.cleanup(handler))
    })
    .run(async ({ visit, assert }) => {
      const page = await visit('/login')
      await signIn(page, 375)
      await chooseTopBar(page)
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
      const records = mainMenu(page).getByRole('button', { name: 'Records' })
      const overview = mainMenu(page).getByRole('button', { name: 'Overview' })
      assert.isFalse(await records.isVisible(), 'folded until asked for')

      await menuButton.click()
      assert.isTrue(await expanded(menuButton))
      assert.isTrue(await records.isVisible())
      await records.hover()
      assert.isFalse(await expanded(records), 'no hover menus on a phone')
      await records.click()
      assert.isTrue(await expanded(records))
      await overview.click()
      assert.isTrue(await expanded(overview))
      assert.isFalse(await expanded(records))
      await overview.click()
      assert.isFalse(await expanded(overview))

      await records.click()
      await mainMenu(page).getByRole('link', { name: 'Audit trail' }).click()
      await page.waitForURL('**/audit')
      assert.isFalse(await expanded(menuButton))
      assert.isFalse(await records.isVisible())

      // Back to the sidebar: the choice is one setting among the others.
      await page.getByRole('button', { name: 'Open appearance settings' }).click()
      await page.getByLabel('Sidebar', { exact: true }).check()
      await page.locator('#app-sidebar').waitFor({ state: 'attached' })
      assert.isFalse(await menuButton.isVisible())
    })
})
