import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import User from '#models/user'
import { DEMO_USERS } from '#database/demo/organisation'
import { registeredMenuPaths, type MenuNode } from '#services/shop/menu'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.sub ?? [])])
}

/** Every GET route a person can open, with its parameters left out (none have any yet). */
function pageRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter(
      (route) =>
        route.methods.includes('GET') &&
        !route.pattern.includes(':') &&
        !route.pattern.includes('*')
    )
    .map((route) => route.pattern)
}

test.group('Menu per role', (group) => {
  group.each.setup(() => freshDatabase())

  for (const demo of DEMO_USERS) {
    test('{$self}: every menu entry is allowed and opens with 200')
      .with([demo.email])
      .run(async ({ client, assert }) => {
        const agent = await signedIn(client, demo.email)
        // Sensitive areas (settings, users, roles) open once the password is confirmed.
        await agent.post('/confirm-password', { password: 'demo-password' })
        const dashboard = await agent.visit('/dashboard')
        const nodes = flatten(dashboard.inertiaProps.menu)
        const links = nodes.filter((node) => node.to)
        assert.isAbove(links.length, 0)
        for (const node of links) {
          const page = await agent.visit(node.to!)
          assert.equal(page.status(), 200, `${demo.email} -> ${node.to}`)
        }
      })
  }

  test('the cashier sees no Users or Roles entry', async ({ client, assert }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    const dashboard = await agent.visit('/dashboard')
    const names = flatten(dashboard.inertiaProps.menu).map((node) => node.name)
    assert.notInclude(names, 'Users')
    assert.notInclude(names, 'Roles')
    assert.notInclude(names, 'Settings')
  })

  test('every menu target in the registry is a registered route', async ({ assert }) => {
    const routes = pageRoutes()
    for (const path of registeredMenuPaths()) assert.include(routes, path)
  })

  test('a user whose role grants nothing gets an empty menu', async ({ client, assert }) => {
    await User.create({
      name: 'Wally Waiting',
      email: 'waiting@demo.test',
      password: 'demo-password',
      roleId: null,
      isActive: true,
    })
    const agent = await signedIn(client, 'waiting@demo.test')
    const home = await agent.visit('/')
    assert.deepEqual(home.inertiaProps.menu, [])
    assert.isNull(home.inertiaProps.auth.user.role)
    assert.deepEqual(home.inertiaProps.auth.user.permissions, [])
  })
})
