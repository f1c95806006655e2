import { Agent as HttpAgent } from 'node:http'
import type { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'

type Configure = (request: ApiRequest) => ApiRequest | void

/**
 * A client that behaves like a browser tab: it keeps the cookies the server
 * sets (session, XSRF-TOKEN) and sends the XSRF token header on writes, the
 * way Inertia's client does. Redirects are not followed, so tests see them.
 */
export class Agent {
  readonly cookies = new Map<string, string>()
  private connection?: HttpAgent

  /**
   * `from` is a loopback address to connect from (127.0.0.2, …), so the
   * server sees a visitor at another address than the default 127.0.0.1.
   */
  constructor(
    private client: ApiClient,
    readonly from?: string
  ) {
    if (from) this.connection = new HttpAgent({ localAddress: from })
  }

  /** A second tab sharing nothing with this one but the server. */
  clone() {
    const copy = new Agent(this.client, this.from)
    for (const [name, value] of this.cookies) copy.cookies.set(name, value)
    return copy
  }

  get(url: string, configure?: Configure) {
    return this.send('GET', url, undefined, configure)
  }

  /** An Inertia visit: JSON page object, with the current asset version. */
  visit(url: string, configure?: Configure) {
    return this.send('GET', url, undefined, (request) => {
      request.withInertia()
      configure?.(request)
    })
  }

  post(url: string, body: Record<string, unknown> = {}, configure?: Configure) {
    return this.send('POST', url, body, configure)
  }

  async send(method: string, url: string, body?: Record<string, unknown>, configure?: Configure) {
    const request = this.client.request(url, method as any).redirects(0)
    if (this.connection) request.request.agent(this.connection)
    if (this.cookies.size) {
      request.header(
        'Cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      )
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf) request.header('X-XSRF-TOKEN', decodeURIComponent(xsrf))
    if (body) request.json(body)
    configure?.(request)
    const response: ApiResponse = await request
    this.remember(response)
    return response
  }

  /** The server-side session id inside the signed `pos-session` cookie. */
  sessionId() {
    const raw = this.cookies.get('pos-session')
    if (!raw) return undefined
    const [payload] = decodeURIComponent(raw).replace(/^s:/, '').split('.')
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).message as string
  }

  /** Signs in through the real form: GET /login for the tokens, then POST from that page. */
  async signIn(email: string, password = 'demo-password') {
    await this.get('/login')
    return this.post('/login', { email, password }, fromPage('/login'))
  }

  private remember(response: ApiResponse) {
    const header = response.header('set-cookie') as string | string[] | undefined
    for (const line of [header ?? []].flat()) {
      const [pair, ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some((attribute) => {
        const [key, raw] = attribute.trim().split('=')
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0
        if (key.toLowerCase() === 'expires') return new Date(raw).getTime() <= Date.now()
        return false
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

/**
 * Sends a request from `page`, as a browser names the page it was showing
 * (the Referer): a refused form goes back there.
 */
export function fromPage(page: string) {
  return (request: ApiRequest) => {
    request.header('Referer', page)
  }
}

/** A tab signed in as `email` through the real form. */
export async function signedIn(client: ApiClient, email: string, password = 'demo-password') {
  const agent = new Agent(client)
  await agent.signIn(email, password)
  return agent
}

/** The Inertia page object embedded in a full HTML response (the first visit). */
export function pageFromHtml(response: ApiResponse) {
  const match = response
    .text()
    .match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)
  if (!match) throw new Error('No Inertia page object in the HTML')
  return JSON.parse(match[1]) as {
    component: string
    url: string
    version: string
    props: Record<string, any>
  }
}
