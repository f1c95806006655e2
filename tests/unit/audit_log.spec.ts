import { test } from '@japa/runner'
import { redactSecrets } from '#services/audit_log'

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
