import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Role from '#models/role'
import { Agent, pageFromHtml, signedIn } from '#tests/helpers/agent'
import { verifiedAccount } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'

test.group('Inertia protocol', (group) => {
  group.each.setup(() => freshDatabase())

  test('a first visit gets HTML with the page object; a later visit gets JSON', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    const html = await agent.get('/')
    html.assertStatus(200)
    const page = pageFromHtml(html)
    assert.equal(page.component, 'welcome')
    assert.equal(page.url, '/')
    assert.isString(page.version)
    assert.deepEqual(page.props.app, {
      name: 'POS Center',
      version: '1.0',
      copyrightYear: new Date().getUTCFullYear(),
    })

    const visit = await agent.visit('/')
    visit.assertStatus(200)
    visit.assertHeader('x-inertia', 'true')
    // Accept-Encoding joins it when the JSON leaves compressed.
    assert.include(visit.header('vary')?.toLowerCase().split(/,\s*/), 'x-inertia')
    visit.assertInertiaComponent('welcome')
    assert.equal(visit.body().version, page.version)
  })

  test('a stale asset version gets 409 with X-Inertia-Location', async ({ client }) => {
    const agent = new Agent(client)
    const response = await agent.get('/login', (request) =>
      request.header('X-Inertia', 'true').header('X-Inertia-Version', 'stale-build')
    )
    response.assertStatus(409)
    response.assertHeader('x-inertia-location', '/login')
  })

  test('guests see Log in; Create account only while registration is open and built', async ({
    client,
    assert,
  }) => {
    const visit = await new Agent(client).visit('/')
    assert.isUndefined(visit.inertiaProps.auth.user)
    assert.isUndefined(visit.inertiaProps.menu)
    assert.isBoolean(visit.inertiaProps.canRegister)
  })

  test('a signed-in user gets auth.user and a menu on the landing page', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    const visit = await agent.visit('/')
    assert.equal(visit.inertiaProps.auth.user.name, 'Sam Carter')
    assert.match(
      visit.inertiaProps.auth.user.gravatar,
      /^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{64}/
    )
    assert.isArray(visit.inertiaProps.menu)
  })

  test('flash messages reach the next page', async ({ client, assert }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    await agent.post('/logout')
    const login = await agent.visit('/login')
    assert.equal(login.inertiaProps.flash.success, 'You have been signed out.')
    const again = await agent.visit('/login')
    assert.deepEqual(again.inertiaProps.flash, {})
  })
})

test.group('Errors', (group) => {
  group.each.setup(() => freshDatabase())

  test('a write without a valid XSRF token gets 419 and a page that says to reload', async ({
    client,
    assert,
  }) => {
    const noToken = await client
      .post('/login')
      .header('Accept', 'text/html')
      .form({ email: 'a@b.c', password: 'x' })
      .redirects(0)
    noToken.assertStatus(419)
    assert.equal(pageFromHtml(noToken).component, 'errors/status')
    assert.equal(pageFromHtml(noToken).props.status, 419)
    assert.match(pageFromHtml(noToken).props.message, /reload/i)

    const agent = new Agent(client)
    await agent.get('/login')
    const forged = await agent.post(
      '/login',
      { email: 'admin@demo.test', password: 'demo-password' },
      (request) =>
        request.header('X-XSRF-TOKEN', 'forged').header('X-Inertia', 'true').withInertia()
    )
    forged.assertStatus(419)
    forged.assertInertiaComponent('errors/status')
    const dashboard = await agent.get('/dashboard')
    dashboard.assertHeader('location', '/login')
  })

  test('logout without the token is refused with 419 and the session survives', async ({
    client,
  }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    const logout = await agent.post('/logout', {}, (request) => request.header('X-XSRF-TOKEN', ''))
    logout.assertStatus(419)
    const dashboard = await agent.visit('/dashboard')
    dashboard.assertStatus(200)
  })

  test('an unknown page is a real 404 page, also for a signed-in user', async ({
    client,
    assert,
  }) => {
    const guest = await new Agent(client).get('/no-such-page')
    guest.assertStatus(404)
    assert.equal(pageFromHtml(guest).component, 'errors/status')
    assert.equal(pageFromHtml(guest).props.title, 'Page not found')

    const agent = await signedIn(client, 'manager@demo.test')
    const visit = await agent.visit('/no-such-page')
    visit.assertStatus(404)
    visit.assertInertiaComponent('errors/status')
    assert.equal(visit.inertiaProps.auth.user.email, 'manager@demo.test')
  })

  test('a page the role does not allow is a real 403 page', async ({ client, assert }) => {
    const role = await Role.create({
      name: 'Door greeter',
      permissions: ['customers.view'],
      allBranches: false,
      maxDiscountBp: 0,
      isSystem: false,
    })
    await verifiedAccount('Greta Door', 'greeter@demo.test', role.id)
    const agent = await signedIn(client, 'greeter@demo.test')
    const visit = await agent.visit('/dashboard')
    visit.assertStatus(403)
    visit.assertInertiaComponent('errors/status')
    assert.equal(visit.inertiaProps.status, 403)

    const json = await agent.get('/dashboard', (request) =>
      request.header('Accept', 'application/json')
    )
    json.assertStatus(403)
    json.assertBodyContains({ message: visit.inertiaProps.message })
  })

  test('a server error shows the error page, never the stack trace', async ({ client, assert }) => {
    // A real internal failure: the settings table is missing for a moment.
    await db.rawQuery('ALTER TABLE settings RENAME TO settings_hidden')
    try {
      const html = await new Agent(client).get('/')
      html.assertStatus(500)
      assert.equal(pageFromHtml(html).props.title, 'Something went wrong')
      assert.notInclude(html.text(), 'settings')
      assert.notInclude(html.text(), 'home_controller')

      const json = await new Agent(client).get('/', (request) =>
        request.header('Accept', 'application/json')
      )
      json.assertStatus(500)
      assert.notInclude(json.text(), 'settings')
    } finally {
      await db.rawQuery('ALTER TABLE settings_hidden RENAME TO settings')
    }
  })
})

test.group('Security headers', (group) => {
  group.each.setup(() => freshDatabase())

  test('every page carries CSP with a nonce, HSTS, nosniff and frame rules', async ({
    client,
    assert,
  }) => {
    for (const path of ['/', '/login', '/no-such-page']) {
      const response = await new Agent(client).get(path)
      const csp = response.header('content-security-policy')!
      assert.exists(csp, path)
      const scriptSrc = csp
        .split(';')
        .find((directive: string) => directive.startsWith('script-src'))!
      assert.match(scriptSrc, /'nonce-[A-Za-z0-9_-]+'/)
      assert.notInclude(scriptSrc, 'unsafe-inline')
      assert.notInclude(scriptSrc, 'unsafe-eval')
      assert.include(csp, "frame-ancestors 'none'")
      assert.include(csp, "object-src 'none'")
      assert.equal(
        response.header('strict-transport-security'),
        'max-age=31536000; includeSubDomains'
      )
      assert.equal(response.header('x-content-type-options'), 'nosniff')
      assert.equal(response.header('x-frame-options'), 'DENY')
      assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
    }
  })

  test('the nonce changes per response and is on every inline script', async ({
    client,
    assert,
  }) => {
    const first = await new Agent(client).get('/login')
    const second = await new Agent(client).get('/login')
    const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)![1]
    const nonce = nonceOf(first.header('content-security-policy')!)
    assert.notEqual(nonce, nonceOf(second.header('content-security-policy')!))

    const scripts = [...first.text().matchAll(/<script([^>]*)>/g)].map((match) => match[1])
    for (const attributes of scripts) {
      const external = / src=/.test(attributes)
      const data = /type="application\/json"/.test(attributes)
      if (!external && !data) assert.include(attributes, `nonce="${nonce}"`)
    }
  })

  test('authenticated pages are never cached; cookies are HttpOnly and SameSite', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    const login = await agent.get('/login')
    const setCookie = [login.header('set-cookie')].flat().join('\n')
    assert.match(setCookie, /pos-session=[^;]+;.*HttpOnly/)
    assert.match(setCookie, /pos-session=[^;]+;.*SameSite=Lax/)

    await agent.signIn('admin@demo.test')
    const dashboard = await agent.get('/dashboard')
    assert.equal(dashboard.header('cache-control'), 'no-store')
  })
})
