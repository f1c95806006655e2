import type { IncomingMessage } from 'node:http'
import { test } from '@japa/runner'
import { requestForDebugPage, showsDebugPages } from '#support/debug_pages'

test.group('Debug error pages', () => {
  test('only in development, and only while the server listens on this machine', ({ assert }) => {
    for (const host of [undefined, '', 'localhost', 'LOCALHOST', '127.0.0.1', '::1']) {
      assert.isTrue(showsDebugPages(true, host), String(host))
    }
    for (const host of ['0.0.0.0', '192.168.1.20', 'till.shop.lan', '::']) {
      assert.isFalse(showsDebugPages(true, host), host)
    }
    assert.isFalse(showsDebugPages(false, 'localhost'))
  })

  test('never print the cookies or tokens of the request', ({ assert }) => {
    const shown = requestForDebugPage({
      url: '/customers',
      method: 'POST',
      headers: {
        'cookie': 'pos-session=secret',
        'Authorization': 'Bearer secret',
        'x-xsrf-token': 'secret',
        'x-csrf-token': 'secret',
        'proxy-authorization': 'secret',
        'content-type': 'application/json',
        'user-agent': 'till',
      },
    } as unknown as IncomingMessage)
    assert.deepEqual(shown, {
      url: '/customers',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'till' },
    } as unknown as IncomingMessage)
  })
})
