/**
 * A signed-in visitor of the benchmark's server, as a browser would be:
 * the session and XSRF cookies, the Inertia asset version, and the token
 * header on writes. Plain fetch, so the load generator can reuse the headers.
 */
export class HttpSession {
  readonly cookies = new Map<string, string>()
  inertiaVersion = ''

  constructor(readonly origin: string) {}

  /** Headers of an Inertia visit (JSON page object), as the app's own links send. */
  visitHeaders(): Record<string, string> {
    return {
      'cookie': this.cookieHeader(),
      'x-inertia': 'true',
      'x-inertia-version': this.inertiaVersion,
      'x-requested-with': 'XMLHttpRequest',
      'accept': 'text/html, application/xhtml+xml',
    }
  }

  /** Headers of a form post from a page of the app. */
  writeHeaders(page: string): Record<string, string> {
    return {
      ...this.visitHeaders(),
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      'referer': `${this.origin}${page}`,
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(path: string, init: RequestInit = {}) {
    const response = await fetch(`${this.origin}${path}`, { ...init, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      const value = pair.slice(index + 1).trim()
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, index))
      else this.cookies.set(pair.slice(0, index).trim(), value)
    }
    return response
  }

  /** Signs in through the form, and reads the asset version from the page it lands on. */
  async signIn(email: string, password: string) {
    const login = await this.request('/login')
    const html = await login.text()
    this.inertiaVersion = /&quot;version&quot;:&quot;([^&]*)&quot;|"version":"([^"]*)"/
      .exec(html)
      ?.slice(1)
      .find(Boolean) as string
    const response = await this.request('/login', {
      method: 'POST',
      headers: this.writeHeaders('/login'),
      body: JSON.stringify({ email, password }),
    })
    const location = response.headers.get('location') ?? ''
    if (response.status !== 302 || location.includes('/login')) {
      throw new Error(`Signing in as ${email} failed: ${response.status} ${location}`)
    }
  }

  /** An Inertia visit that must answer 200; the page's props. */
  async visit(path: string) {
    const response = await this.request(path, { headers: this.visitHeaders() })
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
    const page = (await response.json()) as { props: Record<string, unknown> }
    return page.props
  }
}
