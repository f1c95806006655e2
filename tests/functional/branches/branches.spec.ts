import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import AuditEvent from '#models/audit_event'
import Branch from '#models/branch'
import { Agent, fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf } from '#tests/helpers/responses'

function codesOf(response: ApiResponse): string[] {
  return response.inertiaProps.branches.map((row: { code: string }) => row.code)
}

async function branch(code: string) {
  return Branch.findByOrFail('code', code)
}

const NEW_BRANCH = {
  code: 'wst',
  name: 'Westfield',
  address: '9 West Road, Springfield',
  phone: '+1 555 0199',
  email: 'West@Corner-Market.test',
  is_active: true,
}

test.group('Branches: list', (group) => {
  group.each.setup(() => freshDatabase())

  test('administrators see every branch; managers their own; others get 403', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const all = await admin.visit('/branches')
    all.assertStatus(200)
    all.assertInertiaComponent('branches/index')
    assert.deepEqual(
      all.inertiaProps.branches.map((row: { code: string }) => row.code),
      ['DTN', 'HBR', 'NTH']
    )
    assert.deepEqual(all.inertiaProps.can, { create: true, manage: true })
    assert.equal(all.inertiaProps.meta.total, 3)

    const manager = await signedIn(client, 'manager@demo.test')
    const own = await manager.visit('/branches')
    own.assertStatus(200)
    assert.deepEqual(
      own.inertiaProps.branches.map((row: { code: string }) => row.code),
      ['DTN', 'NTH']
    )
    assert.deepEqual(own.inertiaProps.can, { create: false, manage: true })
    assert.notInclude(own.text(), 'Harbour')

    for (const email of ['cashier@demo.test', 'clerk@demo.test']) {
      const agent = await signedIn(client, email)
      assert.equal(await statusOf(agent.visit('/branches')), 403)
    }
    const guest = await new Agent(client).get('/branches')
    guest.assertHeader('location', '/login')
  })

  test('rows carry staff counts and what refers to them; never the order sequence editable', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit('/branches')
    const byCode = Object.fromEntries(
      page.inertiaProps.branches.map((row: { code: string }) => [row.code, row])
    )
    assert.equal(byCode.DTN.usersCount, 2)
    assert.equal(byCode.NTH.usersCount, 2)
    assert.equal(byCode.HBR.usersCount, 0)
    assert.deepEqual(byCode.DTN.inUse, ['staff assignments'])
    assert.deepEqual(byCode.HBR.inUse, [])
    assert.containsSubset(byCode.HBR, {
      name: 'Harbour Mall',
      isActive: true,
      nextOrderSeq: 1,
      email: 'harbour@corner-market.test',
    })
  })

  test('search on code and name, active filter and sort live in the query string', async ({
    client,
    assert,
  }) => {
    await Branch.query().where('code', 'NTH').update({ isActive: false })
    const admin = await signedIn(client, 'admin@demo.test')
    const codes = async (url: string) => codesOf(await admin.visit(url))

    assert.deepEqual(await codes('/branches?search=north'), ['NTH'])
    assert.deepEqual(await codes('/branches?search=hbr'), ['HBR'])
    assert.deepEqual(await codes('/branches?search=%25'), [])
    assert.deepEqual(await codes('/branches?status=inactive'), ['NTH'])
    assert.deepEqual(await codes('/branches?status=active'), ['DTN', 'HBR'])
    assert.deepEqual(await codes('/branches?sort=code'), ['DTN', 'HBR', 'NTH'])
    assert.deepEqual(await codes('/branches?sort=users'), ['DTN', 'NTH', 'HBR'])
    assert.deepEqual(await codes('/branches?sort=newest'), ['HBR', 'NTH', 'DTN'])
    // The descending and ascending variants the column headers toggle to.
    assert.deepEqual(await codes('/branches?sort=code_desc'), ['NTH', 'HBR', 'DTN'])
    assert.deepEqual(await codes('/branches?sort=name_desc'), ['NTH', 'HBR', 'DTN'])
    assert.deepEqual(await codes('/branches?sort=users_asc'), ['HBR', 'DTN', 'NTH'])
    const page = await admin.visit('/branches?search=down&status=active&sort=code')
    assert.deepEqual(page.inertiaProps.filters, { search: 'down', status: 'active', sort: 'code' })
  })

  test('the menu offers Branches to administrators and managers, before the audit log', async ({
    client,
    assert,
  }) => {
    const names = async (email: string) => {
      const agent = await signedIn(client, email)
      const page = await agent.visit('/dashboard')
      return page.inertiaProps.menu.map((node: { name: string }) => node.name)
    }
    const admin = await names('admin@demo.test')
    assert.isBelow(admin.indexOf('Branches'), admin.indexOf('Audit log'))
    assert.isAbove(admin.indexOf('Branches'), admin.indexOf('Administration'))
    assert.include(await names('manager@demo.test'), 'Branches')
    assert.notInclude(await names('cashier@demo.test'), 'Branches')
    assert.notInclude(await names('clerk@demo.test'), 'Branches')
  })
})

test.group('Branches: create', (group) => {
  group.each.setup(() => freshDatabase())

  test('only roles with all branches may create; everyone else gets 403', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit('/branches/create')
    page.assertStatus(200)
    page.assertInertiaComponent('branches/create')

    for (const email of ['manager@demo.test', 'cashier@demo.test', 'clerk@demo.test']) {
      const agent = await signedIn(client, email)
      assert.equal(await statusOf(agent.visit('/branches/create')), 403)
      assert.equal(await statusOf(agent.post('/branches', NEW_BRANCH)), 403)
    }
    assert.isNull(await Branch.findBy('name', 'Westfield'))
  })

  test('creates with the code upper-cased, flashes, audits; extra fields change nothing', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const response = await admin.post('/branches', {
      ...NEW_BRANCH,
      id: 500,
      next_order_seq: 77,
      nextOrderSeq: 78,
      created_at: '2001-01-01',
    })
    response.assertStatus(302)
    const created = await branch('WST')
    response.assertHeader('location', `/branches/${created.id}/edit`)

    assert.notEqual(created.id, 500)
    assert.equal(created.nextOrderSeq, 1)
    assert.equal(created.email, 'west@corner-market.test')
    assert.isTrue(created.isActive)
    assert.isAbove(created.createdAt.year, 2001)

    const saved = await admin.visit(`/branches/${created.id}/edit`)
    saved.assertInertiaComponent('branches/edit')
    assert.equal(saved.inertiaProps.flash.success, 'Branch Westfield (WST) created.')
    const event = await AuditEvent.findByOrFail('action', 'branch.created')
    assert.equal(event.subjectId, String(created.id))
    assert.containsSubset(event.changes, {
      code: { from: null, to: 'WST' },
      name: { from: null, to: 'Westfield' },
      is_active: { from: null, to: true },
    })
  })

  test('code format and uniqueness, required name: a message beside each field', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const referer = (request: { header: (name: string, value: string) => unknown }) => {
      request.header('referer', '/branches/create')
    }
    for (const code of ['A', 'ABCDEFGHIJK', 'NO-DASH', 'AB C', 'ÉTÉ']) {
      const response = await admin.post('/branches', { ...NEW_BRANCH, code }, referer as any)
      response.assertHeader('location', '/branches/create')
      const page = await admin.visit('/branches/create')
      assert.equal(
        page.inertiaProps.errors.code,
        'Use 2 to 10 letters or digits, such as DTN.',
        code
      )
    }
    await admin.post('/branches', { ...NEW_BRANCH, code: ' dtn ', name: '' })
    const page = await admin.visit('/branches/create')
    assert.equal(page.inertiaProps.errors.code, 'This code is taken: choose another.')
    assert.equal(page.inertiaProps.errors.name, 'Enter the name.')

    await admin.post('/branches', { ...NEW_BRANCH, email: 'not-an-email' })
    const again = await admin.visit('/branches/create')
    assert.equal(again.inertiaProps.errors.email, 'Enter a valid email address.')
    assert.equal(
      await Branch.query()
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      3
    )
  })
})

test.group('Branches: edit', (group) => {
  group.each.setup(() => freshDatabase())

  test('edit pages per role, inside the branch scope only', async ({ client, assert }) => {
    const harbour = await branch('HBR')
    const downtown = await branch('DTN')

    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit(`/branches/${harbour.id}/edit`)
    page.assertStatus(200)
    page.assertInertiaComponent('branches/edit')
    assert.containsSubset(page.inertiaProps.branch, { id: harbour.id, code: 'HBR', usersCount: 0 })

    const manager = await signedIn(client, 'manager@demo.test')
    assert.equal(await statusOf(manager.visit(`/branches/${downtown.id}/edit`)), 200)
    const outside = await manager.visit(`/branches/${harbour.id}/edit`)
    outside.assertStatus(404)
    outside.assertInertiaComponent('errors/status')
    assert.notInclude(outside.text(), 'Harbour')

    for (const email of ['cashier@demo.test', 'clerk@demo.test']) {
      const agent = await signedIn(client, email)
      assert.equal(await statusOf(agent.visit(`/branches/${downtown.id}/edit`)), 403)
    }
    assert.equal(await statusOf(admin.visit('/branches/999999/edit')), 404)
    assert.equal(await statusOf(admin.visit('/branches/abc/edit')), 404)
  })

  test('saves the edited fields and audits before and after', async ({ client, assert }) => {
    const downtown = await branch('DTN')
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.send('PUT', `/branches/${downtown.id}`, {
      code: 'dtn',
      name: 'Downtown Central',
      address: '12 Market Street, Springfield',
      phone: '',
      email: 'downtown@corner-market.test',
      is_active: true,
      next_order_seq: 500,
      id: 42,
    })
    response.assertHeader('location', `/branches/${downtown.id}/edit`)
    await downtown.refresh()
    assert.equal(downtown.name, 'Downtown Central')
    assert.isNull(downtown.phone)
    assert.equal(downtown.nextOrderSeq, 1)
    assert.isNotNull(await Branch.find(downtown.id))

    const saved = await manager.visit(`/branches/${downtown.id}/edit`)
    assert.equal(saved.inertiaProps.flash.success, 'Branch Downtown Central (DTN) saved.')
    const event = await AuditEvent.findByOrFail('action', 'branch.updated')
    assert.deepEqual(event.changes, {
      name: { from: 'Downtown', to: 'Downtown Central' },
      phone: { from: '+1 555 0100', to: null },
    })
  })

  test('another branch’s code is refused; a manager cannot touch Harbour Mall (404)', async ({
    client,
    assert,
  }) => {
    const downtown = await branch('DTN')
    const harbour = await branch('HBR')
    const manager = await signedIn(client, 'manager@demo.test')

    await manager.send('PUT', `/branches/${downtown.id}`, {
      code: 'nth',
      name: 'Downtown',
      is_active: true,
    })
    const page = await manager.visit(`/branches/${downtown.id}/edit`)
    assert.equal(page.inertiaProps.errors.code, 'This code is taken: choose another.')
    await downtown.refresh()
    assert.equal(downtown.code, 'DTN')

    const body = { code: 'HBR', name: 'Taken over', is_active: false }
    assert.equal(await statusOf(manager.send('PUT', `/branches/${harbour.id}`, body)), 404)
    assert.equal(await statusOf(manager.post(`/branches/${harbour.id}/deactivate`)), 404)
    assert.equal(await statusOf(manager.post(`/branches/${harbour.id}/activate`)), 404)
    assert.equal(await statusOf(manager.send('DELETE', `/branches/${harbour.id}`)), 404)
    await harbour.refresh()
    assert.equal(harbour.name, 'Harbour Mall')
    assert.isTrue(harbour.isActive)
    assert.lengthOf(await AuditEvent.query().where('action', 'like', 'branch.%'), 0)

    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(cashier.send('PUT', `/branches/${downtown.id}`, body)), 403)
  })
})

test.group('Branches: deactivate and delete', (group) => {
  group.each.setup(() => freshDatabase())

  test('deactivate and activate again, audited', async ({ client, assert }) => {
    const northside = await branch('NTH')
    const manager = await signedIn(client, 'manager@demo.test')
    const back = (request: { header: (name: string, value: string) => unknown }) => {
      request.header('referer', '/branches?status=active')
    }
    const response = await manager.post(`/branches/${northside.id}/deactivate`, {}, back as any)
    response.assertHeader('location', '/branches?status=active')
    await northside.refresh()
    assert.isFalse(northside.isActive)
    const list = await manager.visit('/branches')
    assert.match(list.inertiaProps.flash.success, /Northside is deactivated/)
    assert.deepEqual(
      list.inertiaProps.auth.user.branches.map((b: { code: string }) => b.code),
      ['DTN']
    )

    await manager.post(`/branches/${northside.id}/activate`)
    await northside.refresh()
    assert.isTrue(northside.isActive)
    const events = await AuditEvent.query().where('subject_type', 'branch').orderBy('id')
    assert.deepEqual(
      events.map((event) => [event.action, event.changes?.is_active]),
      [
        ['branch.deactivated', { from: true, to: false }],
        ['branch.activated', { from: false, to: true }],
      ]
    )
  })

  test('a referenced branch is not deleted: deactivate it instead', async ({ client, assert }) => {
    const downtown = await branch('DTN')
    const admin = await signedIn(client, 'admin@demo.test')
    const response = await admin.send(
      'DELETE',
      `/branches/${downtown.id}`,
      undefined,
      fromPage('/branches')
    )
    response.assertHeader('location', '/branches')
    const list = await admin.visit('/branches')
    assert.equal(
      list.inertiaProps.flash.error,
      'Downtown (DTN) cannot be deleted: it has staff assignments. Deactivate it instead.'
    )
    await downtown.refresh()
    assert.isTrue(downtown.isActive)
    assert.lengthOf(await AuditEvent.query().where('action', 'branch.deleted'), 0)

    await admin.post(`/branches/${downtown.id}/deactivate`)
    await downtown.refresh()
    assert.isFalse(downtown.isActive)
  })

  test('a branch nothing refers to is deleted and audited', async ({ client, assert }) => {
    const harbour = await branch('HBR')
    const admin = await signedIn(client, 'admin@demo.test')
    const response = await admin.send('DELETE', `/branches/${harbour.id}`)
    response.assertHeader('location', '/branches')
    assert.isNull(await Branch.find(harbour.id))
    const event = await AuditEvent.findByOrFail('action', 'branch.deleted')
    assert.containsSubset(event.changes, {
      code: { from: 'HBR', to: null },
      name: { from: 'Harbour Mall', to: null },
    })
    const list = await admin.visit('/branches')
    assert.equal(list.inertiaProps.flash.success, 'Branch Harbour Mall (HBR) deleted.')
  })
})
