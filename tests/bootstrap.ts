import { existsSync } from 'node:fs'
import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import { browserClient } from '@japa/browser-client'
import { chromium } from 'playwright'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import env from '#start/env'

/** Debian's Chromium: Playwright's own download is not available on every machine. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const browserAvailable = existsSync(CHROMIUM_PATH)

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  inertiaApiClient(app),
  browserClient({
    runInSuites: ['browser'],
    contextOptions: { locale: 'en-US', timezoneId: 'UTC' },
    launcher: (config) =>
      chromium.launch({
        ...config,
        executablePath: CHROMIUM_PATH,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      }),
  }),
]

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  // Routes are committed when the HTTP server starts; unit tests build URLs by route name without it.
  setup: [() => router.commit(), () => testUtils.db().migrate()],
  teardown: [],
}

/**
 * Vite compiles Bootstrap's Sass on the first request for it, which on a
 * busy 2-core machine can outlast a test's first navigation. Compile it once
 * before the first browser test.
 */
async function warmUpStylesheet() {
  const url = `http://${env.get('HOST', 'localhost')}:${env.get('PORT', 3333)}/inertia/css/app.scss`
  const response = await fetch(url, { signal: AbortSignal.timeout(180_000) })
  if (!response.ok) throw new Error(`Stylesheet warm-up failed: ${response.status} ${url}`)
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'browser' && !browserAvailable) {
    if (process.env.REQUIRE_BROWSER === '1') {
      throw new Error(`REQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`)
    }
    console.warn(
      `Browser suite skipped: no Chromium at ${CHROMIUM_PATH}. Install Debian's chromium or set CHROMIUM_PATH.`
    )
    suite.onTest((test) => test.skip(true, `no Chromium at ${CHROMIUM_PATH}`))
    return
  }
  if (suite.name === 'browser') {
    return suite.setup(async () => {
      const close = await testUtils.httpServer().start()
      await warmUpStylesheet()
      return close
    })
  }
  if (suite.name === 'functional' || suite.name === 'latency') {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
