/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { seriousViolations } from '#tests/helpers/axe'
import Branch from '#models/branch'
import Role from '#models/role'
import { freshDatabase } from '#tests/helpers/database'
import { confirmPassword, holdRequests } from '#tests/helpers/browser'
import { signInAs, openSignedIn } from '#tests/helpers/browser_sessions'

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open appearance settings' }).click()
  await page.locator('.side-overlay-o').waitFor()
}

/** Where an element is drawn, in CSS pixels. */
function rect(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const { x, width, right } = element.getBoundingClientRect()
    return { x, width, right }
  })
}

/**
 * Texts and icons inside `regions` below WCAG AA against the background
 * they are drawn on: 4.5:1 for text (3:1 when large), 3:1 for icons.
 * Runs in the page.
 */
function lowContrastIn(regions: string[]) {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  // "rgb(13, 110, 253)", or "color(srgb 0.05 0.43 0.99)" for a color-mix().
  const parse = (color: string) => {
    const values = color.match(/[\d.]+/g)!.map(Number)
    if (!color.startsWith('color(')) return values
    return [...values.slice(0, 3).map((value) => value * 255), ...values.slice(3)]
  }
  const luminance = ([r, g, b]: number[]) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  const backgroundOf = (element: Element | null): number[] => {
    for (let node = element; node; node = node.parentElement) {
      const rgba = parse(getComputedStyle(node).backgroundColor)
      if (rgba.length === 3 || rgba[3] > 0) return rgba.slice(0, 3)
    }
    return [255, 255, 255]
  }
  const failures: string[] = []
  for (const region of regions) {
    for (const element of document.querySelectorAll(`${region} *`)) {
      const html = element as HTMLElement
      const isIcon = html.classList.contains('bi')
      const ownText = [...html.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== ''
      )
      if ((!isIcon && !ownText) || html.offsetParent === null) continue
      const style = getComputedStyle(html)
      const foreground = luminance(parse(style.color))
      const background = luminance(backgroundOf(html))
      const ratio =
        (Math.max(foreground, background) + 0.05) / (Math.min(foreground, background) + 0.05)
      const size = Number.parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      const needed = isIcon || large ? 3 : 4.5
      if (ratio < needed) {
        failures.push(
          `${region} ${html.className || html.tagName}: ${ratio.toFixed(2)} < ${needed}`
        )
      }
    }
  }
  return failures
}

test.group('Template: appearance', (group) => {
  group.each.setup(() => freshDatabase())

  test('dark mode and colour theme survive a reload and apply before the first paint', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    await openSettings(page)
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const light = await background()
    await page.getByLabel('Dark', { exact: true }).check()
    await page.getByRole('button', { name: 'City theme' }).click()
    assert.equal(await page.locator('html').getAttribute('data-bs-theme'), 'dark')
    const dark = await background()
    assert.notEqual(dark, light, 'the page itself turns dark')
    const [red, green, blue] = dark.match(/\d+/g)!.map(Number)
    assert.isBelow(red + green + blue, 3 * 80, `${dark} is a dark colour`)
    assert.equal(await page.locator('html').getAttribute('data-color-theme'), 'city')
    const primary = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('.btn-primary, .form-check-input:checked')!)
          .backgroundColor
    )
    assert.equal(primary, 'rgb(194, 65, 12)')

    // What the document looks like before any of the app's JavaScript runs.
    await page.route('**/assets/**', (route) => route.abort())
    await page.route('**/@vite/**', (route) => route.abort())
    await page.route('**/inertia/**', (route) => route.abort())
    await page.reload()
    assert.equal(await page.locator('html').getAttribute('data-bs-theme'), 'dark')
    assert.equal(await page.locator('html').getAttribute('data-color-theme'), 'city')
  })

  test('every layout choice in the panel survives a reload', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    await openSettings(page)
    // Each switch moved away from its default.
    const flipped: [string, boolean][] = [
      ['Sidebar on the left', false],
      ['Mini sidebar (wide screens)', true],
      ['Dark sidebar', true],
      ['Fixed header', false],
      ['Dark header', true],
      ['Open this panel on hover', true],
      ['Dim the page behind this panel', false],
      ['Animate panels', false],
      ['Right-to-left', true],
    ]
    for (const [label, on] of flipped) await page.getByLabel(label, { exact: true }).setChecked(on)
    await page.getByLabel('Content width').selectOption('boxed')

    await page.reload()
    await openSettings(page)
    for (const [label, on] of flipped) {
      assert.equal(await page.getByLabel(label, { exact: true }).isChecked(), on, label)
    }
    assert.equal(await page.getByLabel('Content width').inputValue(), 'boxed')
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl')
  })

  test('each of the six colour themes paints the page in its own primary colour', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    await openSettings(page)
    const colours = new Map<string, string>()
    for (const name of ['Default', 'Amethyst', 'City', 'Flat', 'Modern', 'Smooth']) {
      await page.getByRole('button', { name: `${name} theme` }).click()
      colours.set(
        name,
        await page.evaluate(
          () =>
            getComputedStyle(document.querySelector('.form-check-input:checked')!).backgroundColor
        )
      )
    }
    assert.equal(new Set(colours.values()).size, 6, JSON.stringify(Object.fromEntries(colours)))
  })

  test('with a dark sidebar and header every text and icon in them meets AA contrast, in every theme', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    await openSettings(page)
    await page.getByLabel('Dark sidebar').check()
    await page.getByLabel('Dark header').check()
    // Measured once the header has turned dark, not while the change is being applied.
    await page.locator('.page-header-dark .app-header').waitFor()
    for (const name of ['Default', 'Amethyst', 'City', 'Flat', 'Modern', 'Smooth']) {
      await page.getByRole('button', { name: `${name} theme` }).click()
      await page.getByRole('button', { name: `${name} theme`, pressed: true }).waitFor()
      // Buttons ease into their new colours (Bootstrap's transitions): halfway, the
      // user's name in the header measured 3.44. Read them once every transition ended.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => !(animation instanceof CSSTransition))
      )
      const failures = await page.evaluate(lowContrastIn, ['#app-sidebar', '.app-header'])
      assert.deepEqual(failures, [], `${name} theme`)
    }
  })

  test('system dark mode follows the operating system as it changes', async ({ visit, assert }) => {
    const page = await visit('/')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.getByRole('button', { name: 'Dark mode' }).click()
    await page.getByRole('button', { name: 'System' }).click()
    assert.equal(await page.locator('html').getAttribute('data-bs-theme'), 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.waitForFunction(() => document.documentElement.dataset.bsTheme === 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.waitForFunction(() => document.documentElement.dataset.bsTheme === 'light')
  })

  test('the landing page offers dark mode and theme menus', async ({ visit, assert }) => {
    const page = await visit('/')
    await page.getByRole('button', { name: 'Colour theme' }).click()
    await page.getByRole('button', { name: 'Flat' }).click()
    assert.equal(await page.locator('html').getAttribute('data-color-theme'), 'flat')
    await page.getByRole('button', { name: 'Dark mode' }).click()
    await page.getByRole('button', { name: 'Dark', exact: true }).click()
    assert.equal(await page.locator('html').getAttribute('data-bs-theme'), 'dark')
  })
})

test.group('Template: layout settings', (group) => {
  group.each.setup(() => freshDatabase())

  test('each layout switch changes what a person sees', async ({ visit, assert }) => {
    const page = await visit('/login')
    await page.setViewportSize({ width: 1366, height: 800 })
    await openSignedIn(page, 'admin@demo.test')

    const content = await rect(page, '#main-content')
    assert.isAbove(content.x, 200, 'content starts after the sidebar')

    await openSettings(page)
    await page.getByLabel('Sidebar on the left').uncheck()
    await page.waitForFunction(() => document.querySelector('.sidebar-r'))
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().x > 1000
    )
    const moved = await rect(page, '#app-sidebar')
    assert.isAbove(moved.x, 1000)
    await page.getByLabel('Sidebar on the left').check()

    await page.getByLabel('Dark sidebar').check()
    const sidebarColor = await page
      .locator('#app-sidebar')
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    assert.equal(sidebarColor, 'rgb(31, 41, 55)')

    await page.getByLabel('Dark header').check()
    const headerColor = await page
      .locator('.app-header')
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    assert.equal(headerColor, 'rgb(31, 41, 55)')

    await page.getByLabel('Fixed header').uncheck()
    assert.equal(
      await page.locator('.app-header').evaluate((el) => getComputedStyle(el).position),
      'relative'
    )
    await page.getByLabel('Fixed header').check()
    assert.equal(
      await page.locator('.app-header').evaluate((el) => getComputedStyle(el).position),
      'fixed'
    )

    // Narrow is the default: wide screens keep a margin either side.
    assert.equal(
      await page.locator('#main-content').evaluate((el) => getComputedStyle(el).maxWidth),
      '1400px'
    )
    await page.getByLabel('Content width').selectOption('boxed')
    assert.equal(
      await page.locator('#main-content').evaluate((el) => getComputedStyle(el).maxWidth),
      '1200px'
    )
    await page.getByLabel('Content width').selectOption('')
    assert.equal(
      await page.locator('#main-content').evaluate((el) => getComputedStyle(el).maxWidth),
      'none'
    )

    const sidebarTransition = () =>
      page.locator('#app-sidebar').evaluate((el) => getComputedStyle(el).transitionDuration)
    assert.match(await sidebarTransition(), /0\.25s/, 'the sidebar slides')
    await page.getByLabel('Animate panels').uncheck()
    assert.equal(await page.locator('.side-trans-enabled').count(), 0)
    assert.match(await sidebarTransition(), /^0s(, 0s)*$/, 'the sidebar jumps')
    await page.getByLabel('Animate panels').check()

    await page.getByLabel('Right-to-left').check()
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl')
    // The mirrored stylesheet: the sidebar moves to the right, spacing flips sides.
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().x > 1000
    )
    const brandIcon = page.locator('.app-sidebar-brand .bi-shop')
    assert.equal(await brandIcon.evaluate((element) => getComputedStyle(element).marginLeft), '8px')
    assert.equal(
      await brandIcon.evaluate((element) => getComputedStyle(element).marginRight),
      '0px'
    )
    await page.getByLabel('Right-to-left').uncheck()
    assert.equal(await page.locator('html').getAttribute('dir'), 'ltr')

    // Only switches that change the shop's screens: no loaders to show for show.
    const switches = page.getByRole('group', { name: 'Layout' }).getByRole('switch')
    assert.deepEqual(
      await switches.evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).labels![0].innerText)
      ),
      [
        'Sidebar on the left',
        'Mini sidebar (wide screens)',
        'Dark sidebar',
        'Fixed header',
        'Dark header',
        'Open this panel on hover',
        'Dim the page behind this panel',
        'Animate panels',
        'Right-to-left',
      ]
    )
  })

  test('the header shows a loading bar while the next page is on its way', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    const loading = page.getByRole('progressbar', { name: 'Loading' })
    assert.equal(await loading.count(), 0)
    const next = await holdRequests(page, '**/profile', () => true)
    await page.getByRole('button', { name: /Alex Morgan/ }).click()
    await page.getByRole('link', { name: 'Profile' }).click()
    await loading.waitFor()
    next.release()
    await page.waitForURL('**/profile')
    await loading.waitFor({ state: 'detached' })
    await next.stop()
  })

  test('the side overlay opens and closes by button, Escape and the page overlay', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    await openSettings(page)
    await page.assertVisible(page.getByRole('link', { name: /Alex Morgan/ }).last())
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('.side-overlay-o'))

    await openSettings(page)
    await page.getByTestId('page-overlay').click({ position: { x: 600, y: 400 } })
    await page.waitForFunction(() => !document.querySelector('.side-overlay-o'))

    await openSettings(page)
    await page.getByLabel('Dim the page behind this panel').uncheck()
    assert.equal(await page.getByTestId('page-overlay').count(), 0)
    await page.getByRole('button', { name: 'Close appearance settings' }).click()
    await page.waitForFunction(() => !document.querySelector('.side-overlay-o'))

    await openSettings(page)
    await page.getByLabel('Open this panel on hover').check()
    await page.getByRole('button', { name: 'Close appearance settings' }).click()
    // Once the pointer leaves, only its edge shows, until the pointer comes back.
    await page.mouse.move(300, 400)
    await page.waitForFunction(
      () =>
        window.innerWidth - document.getElementById('side-overlay')!.getBoundingClientRect().x < 40
    )
    const viewport = page.viewportSize()!
    await page.mouse.move(viewport.width - 4, 400)
    await page.waitForFunction(
      () =>
        window.innerWidth - document.getElementById('side-overlay')!.getBoundingClientRect().x > 300
    )
  })

  test('the side overlay links the user to the profile', async ({ browserContext, visit }) => {
    await signInAs(browserContext, 'clerk@demo.test')
    const page = await visit('/dashboard')
    await openSettings(page)
    await page
      .locator('#side-overlay')
      .getByRole('link', { name: /Jordan Lee/ })
      .click()
    await page.waitForURL('**/profile')
    await page.locator('#side-overlay[inert]').waitFor({ state: 'attached' })
  })

  test('Escape closes the header search', async ({ browserContext, visit }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('combobox', { name: 'Search' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('combobox', { name: 'Search' }).waitFor({ state: 'detached' })
  })
})

test.group('Template: sidebar at both widths', (group) => {
  group.each.setup(() => freshDatabase())

  test('desktop: the toggle hides and shows the sidebar; mini mode narrows it', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await page.setViewportSize({ width: 1366, height: 800 })
    await openSignedIn(page, 'admin@demo.test')
    const sidebar = await rect(page, '#app-sidebar')
    assert.equal(sidebar.width, 240)

    await page.getByRole('button', { name: 'Toggle mini sidebar' }).click()
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().width === 64
    )
    await page.getByRole('button', { name: 'Toggle mini sidebar' }).click()

    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().right <= 0
    )
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().x === 0
    )
  })

  test('mobile: the sidebar opens over the page and a link closes it; no mini mode', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await page.setViewportSize({ width: 375, height: 760 })
    await openSignedIn(page, 'admin@demo.test')
    const closed = await rect(page, '#app-sidebar')
    assert.isAtMost(closed.right, 0, 'closed on a phone')
    assert.isFalse(await page.getByRole('button', { name: 'Toggle mini sidebar' }).isVisible())

    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().x === 0
    )
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click()
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().right <= 0
    )
  })

  test('mini mode keeps every name for assistive technology and unfolds on keyboard focus', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await page.setViewportSize({ width: 1366, height: 800 })
    await openSignedIn(page, 'admin@demo.test')
    await page.getByRole('button', { name: 'Toggle mini sidebar' }).click()
    await page.mouse.move(1000, 400)
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().width === 64
    )
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    const customers = menu.getByRole('link', { name: 'Customers' })
    assert.equal(await customers.count(), 1, 'the link is named though its label is folded away')
    assert.deepEqual(await seriousViolations(page, (axe) => axe.include('#app-sidebar')), [])

    // On a page of a submenu, the folded group's icon carries the highlight, not an empty pill.
    await page.goto('/products')
    await page.mouse.move(1000, 400)
    const products = menu.getByRole('button', { name: 'Products' })
    await products.waitFor()
    assert.notEqual(
      await products.evaluate((element) => getComputedStyle(element).backgroundColor),
      'rgba(0, 0, 0, 0)'
    )
    assert.isFalse(await menu.getByRole('link', { name: 'All products' }).isVisible())

    await customers.focus()
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().width === 240
    )
    assert.isTrue(await customers.getByText('Customers').isVisible())
  })

  test('a closed sidebar is skipped by Tab, on a phone and on a wide screen', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    const focusInSidebar = () =>
      page.evaluate(() => document.getElementById('app-sidebar')!.contains(document.activeElement))
    const tabThroughHeader = async () => {
      await page.locator('body').focus()
      const seen: boolean[] = []
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press('Tab')
        seen.push(await focusInSidebar())
      }
      return seen
    }

    await page.setViewportSize({ width: 375, height: 760 })
    await openSignedIn(page, 'admin@demo.test')
    assert.notInclude(await tabThroughHeader(), true, 'phone, sidebar closed')
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .focus()
    assert.isTrue(await focusInSidebar(), 'an open sidebar takes focus')

    await page.setViewportSize({ width: 1366, height: 800 })
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().right <= 0
    )
    assert.notInclude(await tabThroughHeader(), true, 'wide screen, sidebar closed')
  })

  test('transitions are off while the window is resized', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    // A resize as the page opens (the viewport being set) turns them off for its 500 ms too.
    await page.locator('#page-container.side-trans-enabled').waitFor()
    // The page notes the last resize and when transitions go off and come back.
    await page.evaluate(() => {
      const times: { resized?: number; off?: number; on?: number } = {}
      ;(window as any).transitionTimes = times
      window.addEventListener('resize', (event) => (times.resized = event.timeStamp))
      const container = document.getElementById('page-container')!
      new MutationObserver(() => {
        const on = container.classList.contains('side-trans-enabled')
        if (!on && times.off === undefined) times.off = performance.now()
        if (on && times.off !== undefined && times.on === undefined) times.on = performance.now()
      }).observe(container, { attributes: true, attributeFilter: ['class'] })
    })
    await page.setViewportSize({ width: 900, height: 700 })
    await page.waitForFunction(() => !document.querySelector('.side-trans-enabled'))
    await page.waitForFunction(() => document.querySelector('.side-trans-enabled'))
    const times = await page.evaluate(() => (window as any).transitionTimes)
    assert.isAtLeast(times.off, times.resized, 'off once the window is resized')
    // The resize event's time stamp comes before the app's timer starts, so never less than 500.
    assert.isAtLeast(times.on - times.resized, 500, 'back on 500 ms after the last resize')
    assert.isBelow(times.on - times.resized, 2000)
  })
})

test.group('Template: layouts and titles', (group) => {
  group.each.setup(() => freshDatabase())

  test('each kind of page gets its layout by name', async ({ visit, assert }) => {
    const page = await visit('/')
    assert.equal(await page.locator('#page-container').count(), 0)
    await page.assertExists('header.navbar')
    assert.equal(await page.locator('footer').count(), 0, 'the guest landing is header only')
    await page.goto('/login')
    await page.assertExists('.auth-card')
    assert.equal(await page.locator('header').count(), 0)
    await page.goto('/nowhere')
    await page.assertTitle('Page not found - POS Center')
    assert.equal(await page.locator('header, nav, footer').count(), 0)
    await openSignedIn(page, 'admin@demo.test')
    await page.assertExists('#page-container #app-sidebar')
    // The side overlay's code loads when it first opens; its button is there.
    await page.assertExists('[aria-controls="side-overlay"]')
    await page.assertExists('footer')
    await page.assertTitle('Dashboard - POS Center')
  })
})

test.group('Template: blocks', (group) => {
  group.each.setup(() => freshDatabase())

  test('Refresh shows the block loading until its props arrive, then the new content', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    const block = page.locator('section.block', { hasText: 'Your role' })
    await block.getByTestId('dashboard-role').waitFor()

    const partialReload = await holdRequests(
      page,
      '**/dashboard',
      (request) => request.headers()['x-inertia-partial-data'] === 'auth'
    )
    await Role.query().where('name', 'Administrator').update({ name: 'Owner' })
    await block.getByRole('button', { name: 'Refresh' }).click()
    await block.locator('[role="status"]').waitFor()
    assert.equal(await block.getAttribute('aria-busy'), 'true')
    assert.equal(await block.getByTestId('dashboard-role').innerText(), 'Administrator')

    partialReload.release()
    await block.locator('[role="status"]').waitFor({ state: 'detached' })
    assert.equal(await block.getAttribute('aria-busy'), 'false')
    assert.equal(await block.getByTestId('dashboard-role').innerText(), 'Owner')
    await partialReload.stop()
  })

  test('a card offers Refresh and nothing else', async ({ browserContext, visit, assert }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    const headers = page.locator('section.block > .card-header')
    // The blocks draw once the page's script has run: at least six of them.
    await headers.nth(5).waitFor()
    assert.isAbove(await headers.count(), 5)
    for (const header of await headers.all()) {
      const buttons = await header
        .getByRole('button')
        .evaluateAll((found) => found.map((button) => button.getAttribute('aria-label')))
      assert.deepEqual(buttons, ['Refresh'], await header.innerText())
    }
  })
})

test.group('Template: 360 px wide', (group) => {
  group.each.setup(() => freshDatabase())

  test('no page scrolls sideways; wide tables scroll inside their own box', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await page.setViewportSize({ width: 360, height: 740 })
    await openSignedIn(page, 'admin@demo.test')
    await page.goto('/confirm-password')
    await confirmPassword(page)
    await page.waitForURL('**/dashboard')
    const paths = [
      '/dashboard',
      '/products',
      '/products/create',
      '/products/print-barcodes',
      '/customers',
      '/customers/create',
      '/branches',
      '/branches/create',
      '/users',
      '/users/create',
      '/roles',
      '/roles/create',
      '/settings',
      '/audit',
      '/profile',
    ]
    for (const path of paths) {
      await page.goto(path)
      await page.locator('#app > *').first().waitFor()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      assert.isAtMost(width, 360, `${path} is ${width} px wide`)
    }
  })
})

test.group('Template: form feedback', (group) => {
  group.each.setup(() => freshDatabase())

  test('while a form is sent its button is disabled and the blue progress bar shows', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/branches/create')
    await page.getByLabel('Code').fill('WST1')
    await page.getByLabel('Name').fill('Westfield')

    const sending = await holdRequests(
      page,
      '**/branches',
      (request) => request.method() === 'POST'
    )
    const submit = page.getByRole('button', { name: 'Create branch' })
    await submit.click()
    await page.locator('#nprogress .bar').waitFor()
    assert.isTrue(await submit.isDisabled())
    assert.equal(await submit.locator('.spinner-border').count(), 1)
    assert.equal(
      await page
        .locator('#nprogress .bar')
        .evaluate((bar) => getComputedStyle(bar).backgroundColor),
      'rgb(13, 110, 253)'
    )
    assert.isNull(await Branch.findBy('code', 'WST1'), 'nothing is saved before the request lands')

    sending.release()
    await page.waitForURL('**/branches/*/edit')
    await page.locator('#nprogress').waitFor({ state: 'detached' })
    assert.isNotNull(await Branch.findBy('code', 'WST1'))
    await sending.stop()
  })

  test('a flash message shows as a toast that hides itself after 5000 ms', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await page.clock.install()
    await openSignedIn(page, 'admin@demo.test')
    await page.goto('/branches/create')
    await page.getByLabel('Code').fill('WST1')
    await page.getByLabel('Name').fill('Westfield')
    // The page's time stands still from here, so the toast's timer starts at a known instant.
    // A second ahead: the page's clock runs on while this call travels, and cannot go back.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.getByRole('button', { name: 'Create branch' }).click()
    const toast = page.locator('.toast', { hasText: 'Branch Westfield (WST1) created.' })
    // Fully shown is `show` without `showing`: Bootstrap keeps both on a toast while it fades.
    const shown = page.locator('.toast.show:not(.showing)', {
      hasText: 'Branch Westfield (WST1) created.',
    })
    await shown.waitFor()
    const header = await page.locator('.app-header').boundingBox()
    const placed = await toast.boundingBox()
    assert.isAtLeast(placed!.y, header!.y + header!.height, 'the toast leaves the header free')

    // React renders in a message-channel task, so one queued behind it sees what a timer changed.
    const rendered = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve()
            channel.port2.postMessage(null)
          })
      )
    await page.clock.runFor(4999)
    await rendered()
    assert.equal(await shown.count(), 1, 'still shown 4999 ms on')
    await page.clock.runFor(1)
    await rendered()
    assert.equal(await shown.count(), 0, 'hiding at 5000 ms')
    await page.clock.runFor(1200)
    await toast.waitFor({ state: 'detached' })
  })
})
