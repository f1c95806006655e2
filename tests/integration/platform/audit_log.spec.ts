import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import Branch from '#models/branch'
import Product from '#models/product'
import User from '#models/user'
import {
  changesBetween,
  recordAudit,
  recordChanges,
  redactSecrets,
  valuesRemoved,
  valuesSet,
} from '#services/platform/audit_log'
import { createProduct, updateProduct, type ProductInput } from '#services/catalogue/products'
import { updateBranch } from '#services/shop/branches'
import { seedDemo } from '#database/demo/index'
import { freshDatabase } from '#tests/helpers/database'

test.group('Audit redaction', () => {
  test('drops secrets at any depth and keeps the rest', ({ assert }) => {
    const changes = {
      email: 'a@b.test',
      password: 'hunter22',
      before: { name: 'Old', passwordHash: 'x', rememberToken: 'y' },
      list: [{ apiKey: 'k', role: 'Cashier' }],
      secret_answer: 'blue',
    }
    assert.deepEqual(redactSecrets(changes), {
      email: 'a@b.test',
      before: { name: 'Old' },
      list: [{ role: 'Cashier' }],
    })
  })

  test('leaves scalars and nulls alone', ({ assert }) => {
    assert.equal(redactSecrets('text'), 'text')
    assert.isNull(redactSecrets(null))
    assert.deepEqual(redactSecrets([1, 2]), [1, 2])
  })
})

test.group('Audit shape', () => {
  test('what changed between two snapshots, and only that', ({ assert }) => {
    assert.deepEqual(
      changesBetween(
        { name: 'Milk', price: 129, tags: ['a'], gone: 'x', same: null },
        { name: 'Milk', price: 135, tags: ['a', 'b'], added: 0, same: undefined }
      ),
      {
        price: { from: 129, to: 135 },
        tags: { from: ['a'], to: ['a', 'b'] },
        gone: { from: 'x', to: null },
        added: { from: null, to: 0 },
      }
    )
    assert.deepEqual(changesBetween({ price: 129 }, { price: 129 }), {})
  })

  test('a new record is values set from null; a deleted one, values going to null', ({
    assert,
  }) => {
    assert.deepEqual(valuesSet({ name: 'Milk', cost: 0, note: null }), {
      name: { from: null, to: 'Milk' },
      cost: { from: null, to: 0 },
    })
    assert.deepEqual(valuesRemoved({ name: 'Milk', isActive: false }), {
      name: { from: 'Milk', to: null },
      isActive: { from: false, to: null },
    })
  })
})

test.group('Audit trail writer', (group) => {
  group.each.setup(() => freshDatabase())

  test('field names are stored in snake_case, secrets dropped, empty changes as null', async ({
    assert,
  }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const event = await recordAudit({
      action: 'role.updated',
      actor: { user: admin, ip: '192.0.2.1' },
      subject: { type: 'role', id: 7 },
      changes: {
        maxDiscountBp: { from: 500, to: 1000 },
        allBranches: { from: false, to: true },
        password: { from: 'a', to: 'b' },
      },
    })
    const stored = await AuditEvent.findOrFail(event.id)
    assert.deepEqual(stored.changes, {
      max_discount_bp: { from: 500, to: 1000 },
      all_branches: { from: false, to: true },
    })
    assert.equal(stored.userId, admin.id)
    assert.equal(stored.ip, '192.0.2.1')
    assert.equal(stored.subjectId, '7')
    assert.isNull(stored.branchId)

    const bare = await recordAudit({
      action: 'settings.updated',
      actor: { user: null, ip: null },
      changes: {},
    })
    const storedBare = await AuditEvent.findOrFail(bare.id)
    assert.isNull(storedBare.changes)
  })

  test('recordChanges writes nothing when nothing differs', async ({ assert }) => {
    const before = await AuditEvent.query().count('* as total')
    await db.transaction((trx) =>
      recordChanges(
        {
          action: 'settings.updated',
          actor: { user: null, ip: null },
          before: { name: 'A', price: 1 },
          after: { name: 'A', price: 1 },
        },
        trx
      )
    )
    const after = await AuditEvent.query().count('* as total')
    assert.equal(Number(after[0].$extras.total), Number(before[0].$extras.total))
  })

  test('an event about a branch carries the branch; others carry none', async ({ assert }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    await admin.load('role')
    const harbour = await Branch.findByOrFail('code', 'HBR')
    await updateBranch(
      harbour,
      {
        code: 'HBR',
        name: 'Harbour Front',
        address: harbour.address,
        phone: harbour.phone,
        email: harbour.email,
        is_active: true,
      },
      { user: admin, ip: null }
    )
    const event = await AuditEvent.findByOrFail('action', 'branch.updated')
    assert.equal(event.branchId, harbour.id)
    assert.deepEqual(event.changes, { name: { from: harbour.name, to: 'Harbour Front' } })
  })

  // The whole demo: a month of stock and some 600 sales through the services, rollups included
  // (a minute on PostgreSQL on a busy machine: each statement is a round trip).
  test('every event of the demo data has the one shape, fields in snake_case', async ({
    assert,
  }) => {
    await freshDatabase({ demo: false })
    await db.transaction((trx) => seedDemo(trx))
    const events = await AuditEvent.query().whereNotNull('changes')
    assert.isAbove(events.length, 10)
    for (const event of events) {
      for (const [field, change] of Object.entries(event.changes!)) {
        assert.match(field, /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, `${event.action}: ${field}`)
        assert.sameMembers(Object.keys(change as object), ['from', 'to'], event.action)
      }
    }
  }).timeout(180_000)
})

const MILK: ProductInput = {
  name: 'Whole Milk 1 l',
  sku: 'DRY-900',
  barcode: null,
  category: 'Dairy',
  unit: 'carton',
  price: 100,
  cost: 80,
  tax_rate_bp: 0,
  reorder_level: 12,
  is_active: true,
  description: null,
}

test.group('Audit trail under concurrent changes', (group) => {
  group.each.setup(() => freshDatabase())

  test("each price change's before is the price the one before left", async ({ assert }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const actor = { user: admin, ip: null }
    const product = await createProduct(MILK, true, actor)
    // Every writer starts from the same stale copy, as requests loaded before anyone saved would.
    const stale = await Product.findOrFail(product.id)
    const prices = Array.from({ length: 24 }, (_, index) => 101 + index)
    await Promise.all(prices.map((price) => updateProduct(stale, { ...MILK, price }, true, actor)))

    const events = await AuditEvent.query().where('action', 'product.price_changed').orderBy('id')
    assert.lengthOf(events, prices.length)
    let previous: unknown = MILK.price
    for (const event of events) {
      const change = event.changes!.price as { from: unknown; to: unknown }
      assert.equal(change.from, previous, `event ${event.id}`)
      previous = change.to
    }
    const saved = await Product.findOrFail(product.id)
    assert.equal(saved.price, previous)
  })
})
