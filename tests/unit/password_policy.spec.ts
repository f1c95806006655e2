import { test } from '@japa/runner'
import { isCommonPassword, passwordProblem } from '#support/password_policy'

test.group('Password policy', () => {
  test('refuses passwords under 8 characters', ({ assert }) => {
    assert.match(passwordProblem('Ab3$xyz')!, /at least 8/)
    assert.isNull(passwordProblem('tram-lilac-9'))
  })

  test('accepts 128-character passphrases and refuses absurd lengths', ({ assert }) => {
    assert.isNull(passwordProblem('q'.repeat(64) + 'w'.repeat(64)))
    assert.match(passwordProblem('x'.repeat(257))!, /at most 256/)
  })

  test('refuses common passwords whatever their case', ({ assert }) => {
    for (const common of ['password', 'Password123', 'qwertyuiop', '12345678']) {
      assert.isTrue(isCommonPassword(common), common)
      assert.match(passwordProblem(common)!, /too common/)
    }
    assert.isFalse(isCommonPassword('corner-market-till-7'))
  })
})
