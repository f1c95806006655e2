import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Till from '#models/till'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'

test.group('Till management over HTTP', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('the manager renames a till: its branch and code stay; an empty or taken name is refused', async ({
    client,
    assert,
  }) => {
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    await tillAt('DTN', 'Back 1', 'BACK1')
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/tills')
    assert.isTrue(page.inertiaProps.canManage)

    await manager.send('PUT', `/tills/${front.id}`, { name: '  ' }, fromPage('/tills'))
    const empty = await manager.visit('/tills')
    assert.equal(empty.inertiaProps.errors.name, 'Enter the till’s name.')
    await manager.send('PUT', `/tills/${front.id}`, { name: 'Back 1' }, fromPage('/tills'))
    const taken = await manager.visit('/tills')
    assert.equal(taken.inertiaProps.errors.name, 'Another till of this branch has this name.')
    await front.refresh()
    assert.equal(front.name, 'Front 1')

    const renamed = await manager.send(
      'PUT',
      `/tills/${front.id}`,
      { name: 'Window', code: 'EVIL', branch_id: 999 },
      fromPage('/tills')
    )
    assert.equal(renamed.header('location'), '/tills')
    await front.refresh()
    assert.deepInclude(front.$attributes, { name: 'Window', code: 'FRONT1' })
    const event = await AuditEvent.findByOrFail('action', 'till.updated')
    assert.deepEqual(event.changes, { name: { from: 'Front 1', to: 'Window' } })
  })

  test('archive: refused while a session is open; archived, the till opens no session; reactivated, it does', async ({
    client,
    assert,
  }) => {
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    const session = await openedBy('cashier@demo.test', front)
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.post(`/tills/${front.id}/archive`, {}, fromPage('/tills'))
    const refused = await manager.visit('/tills')
    assert.equal(
      refused.inertiaProps.flash.error,
      'Front 1 has an open session: close it before archiving the till.'
    )
    await front.refresh()
    assert.isTrue(front.isActive)

    await closedBy('cashier@demo.test', session)
    await manager.post(`/tills/${front.id}/archive`, {}, fromPage('/tills'))
    await front.refresh()
    assert.isFalse(front.isActive)
    const archived = await manager.visit('/tills')
    assert.equal(archived.inertiaProps.flash.success, 'Front 1 archived: it opens no new session.')
    assert.deepEqual(archived.inertiaProps.openable, [])
    const event = await AuditEvent.findByOrFail('action', 'till.archived')
    assert.deepEqual(event.changes, { is_active: { from: true, to: false } })

    const cashier = await signedIn(client, 'cashier@demo.test')
    const open = { float_source: 'counted', opening_float: 100, idempotency_key: randomUUID() }
    const opening = await cashier.post(`/tills/${front.id}/open`, open)
    opening.assertStatus(403)

    await manager.post(`/tills/${front.id}/activate`, {}, fromPage('/tills'))
    await front.refresh()
    assert.isTrue(front.isActive)
    await cashier.post(`/tills/${front.id}/open`, open, fromPage('/tills'))
    const reopened = await cashier.visit('/tills')
    assert.equal(reopened.inertiaProps.tills[0].session.openingFloat, 100)
    // A till is never deleted, whatever it went through.
    assert.lengthOf(await Till.all(), 1)
  })

  test('refusals: a cashier 403, another branch’s till 404', async ({ client, assert }) => {
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    const harbour = await tillAt('HBR', 'Harbour 1', 'HARB1')
    const cashier = await signedIn(client, 'cashier@demo.test')
    const renaming = await cashier.send('PUT', `/tills/${front.id}`, { name: 'Mine' })
    renaming.assertStatus(403)
    const archiving = await cashier.post(`/tills/${front.id}/archive`)
    archiving.assertStatus(403)

    const manager = await signedIn(client, 'manager@demo.test')
    const away = await manager.send('PUT', `/tills/${harbour.id}`, { name: 'Mine' })
    away.assertStatus(404)
    const awayArchive = await manager.post(`/tills/${harbour.id}/archive`)
    awayArchive.assertStatus(404)
    await harbour.refresh()
    assert.deepInclude(harbour.$attributes, { name: 'Harbour 1', isActive: true })
    await front.refresh()
    assert.equal(front.name, 'Front 1')
  })
})
