import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import HttpExceptionHandler from '#exceptions/handler'
import { DomainError } from '#exceptions/domain_error'
import { FormError } from '#exceptions/form_error'
import { AccessRefused, RoleNotDeletable } from '#exceptions/access_errors'
import { InvalidCredentials } from '#exceptions/sign_in_errors'

/**
 * A request as a browser sends it from `referer` with `body`, answered by
 * the app's own exception handler inside a real session: what the next page
 * will read (flash messages) and where the browser is sent.
 */
async function refuse(
  error: unknown,
  { referer, body = {} }: { referer?: string; body?: Record<string, unknown> }
) {
  const req = new IncomingMessage(new Socket())
  req.method = 'POST'
  req.url = '/somewhere'
  req.headers = { host: 'localhost', ...(referer ? { referer } : {}) }
  const ctx = await testUtils.createHttpContext({ req, res: new ServerResponse(req) })
  ctx.request.setInitialBody(body)
  const session = await app.container.make(SessionMiddleware)
  await session.handle(ctx, () => new HttpExceptionHandler().handle(error, ctx))
  return {
    status: ctx.response.getStatus(),
    location: ctx.response.getHeader('location'),
    flashed: ctx.session.responseFlashMessages.all() as Record<string, any>,
  }
}

test.group('Domain errors reach the page', () => {
  test('with a field: the message beside it, what was typed kept but no password, back to the form', async ({
    assert,
  }) => {
    const answer = await refuse(new FormError('email', 'This email is taken.'), {
      referer: 'http://localhost/users/create?from=list',
      body: { email: 'ada@shop.test', name: 'Ada', password: 'secret-one', current_password: 'x' },
    })
    assert.equal(answer.status, 302)
    assert.match(answer.location as string, /^(http:\/\/localhost)?\/users\/create\?from=list$/)
    assert.deepEqual(answer.flashed.inputErrorsBag, { email: ['This email is taken.'] })
    assert.deepEqual(answer.flashed.input, { email: 'ada@shop.test', name: 'Ada' })
    assert.notProperty(answer.flashed, 'error')
  })

  test('without a field: a flash error and no field messages, back to the page', async ({
    assert,
  }) => {
    const answer = await refuse(new RoleNotDeletable('The Administrator role cannot be deleted.'), {
      referer: '/roles?page=2',
    })
    assert.equal(answer.status, 302)
    assert.equal(answer.location, '/roles?page=2')
    assert.equal(answer.flashed.error, 'The Administrator role cannot be deleted.')
    assert.notProperty(answer.flashed, 'inputErrorsBag')
  })

  test('a field and a toast when the error asks for both (a row action has no field)', async ({
    assert,
  }) => {
    const answer = await refuse(new AccessRefused('role_id', 'You cannot demote yourself.'), {
      referer: '/users',
    })
    assert.equal(answer.location, '/users')
    assert.deepEqual(answer.flashed.inputErrorsBag, { role_id: ['You cannot demote yourself.'] })
    assert.equal(answer.flashed.error, 'You cannot demote yourself.')
  })

  test('no error names its page: each goes back to where the request came from', async ({
    assert,
  }) => {
    const login = await refuse(new InvalidCredentials(), { referer: '/login?next=1' })
    assert.equal(login.location, '/login?next=1')
    assert.deepEqual(login.flashed.inputErrorsBag, {
      email: ['These credentials do not match our records.'],
    })
    const elsewhere = await refuse(new InvalidCredentials(), { referer: '/welcome' })
    assert.equal(elsewhere.location, '/welcome')
    // A Referer from another site is not followed.
    const foreign = await refuse(new DomainError('No.'), { referer: 'https://evil.test/x' })
    assert.equal(foreign.location, '/')
  })

  test('every error keeps its status and code for logs and JSON callers', ({ assert }) => {
    assert.equal(new FormError('email', 'x').status, 422)
    assert.equal(new RoleNotDeletable('x').status, 422)
    assert.equal(new InvalidCredentials().status, 400)
    assert.equal(new InvalidCredentials().code, 'E_INVALID_CREDENTIALS')
    assert.instanceOf(new AccessRefused('role_id', 'x'), DomainError)
  })
})
