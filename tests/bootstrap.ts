import { existsSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import { browserClient } from '@japa/browser-client'
import { chromium, type Browser } from 'playwright'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import env from '#start/env'
import { freshDatabase } from '#tests/helpers/database'
import { captureDemoSessions } from '#tests/helpers/browser_sessions'

/** Debian's Chromium: Playwright's own download is not available on every machine. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const browserAvailable = existsSync(CHROMIUM_PATH)

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

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
        args: CHROMIUM_ARGS,
      }),
  }),
]

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  // Routes are committed when the HTTP server starts; unit tests build URLs by route name without it.
  setup: [() => router.commit(), () => testUtils.db().migrate()],
  teardown: [],
}

function baseURL() {
  return `http://${env.get('HOST', 'localhost')}:${env.get('PORT', 3333)}`
}

/**
 * Browser tests start signed in: each demo user signs in once, through the
 * form, on a fresh database, and the tests reuse that session
 * (tests/helpers/browser_sessions.ts). The sign-in tests still type the form.
 */
async function storeDemoSessions() {
  await freshDatabase()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    await warmUpPages(browser)
    await captureDemoSessions(browser, baseURL())
  } finally {
    await browser.close()
  }
}

/**
 * Vite bundles the pages' dependencies (crawled from every page) when the
 * first page is opened, which on a busy 2-core machine can outlast a test's
 * 30 s: the sign-in page opened once, with a long wait, takes that time.
 */
async function warmUpPages(browser: Browser) {
  const page = await browser.newPage({ baseURL: baseURL() })
  await page.goto('/login', { timeout: 180_000 })
  await page.getByLabel('Email').waitFor({ timeout: 180_000 })
  await page.close()
}

/**
 * Vite compiles Bootstrap's Sass on the first request for it, which on a
 * busy 2-core machine can outlast a test's first navigation. Compile it once
 * before the first browser test.
 */
async function warmUpStylesheet() {
  const url = `${baseURL()}/inertia/css/app.scss`
  const response = await fetch(url, { signal: AbortSignal.timeout(180_000) })
  if (!response.ok) throw new Error(`Stylesheet warm-up failed: ${response.status} ${url}`)
}

/**
 * With SUITE_TIMES_FILE set (.ci/run), each suite appends its database, name
 * and wall time in seconds to that file, for the table printed at the end.
 */
function recordSuiteTime(suite: Parameters<NonNullable<Config['configureSuite']>>[0]) {
  const file = process.env.SUITE_TIMES_FILE
  if (!file) return
  suite.setup(() => {
    const started = performance.now()
    return () => {
      const seconds = Math.round((performance.now() - started) / 1000)
      return appendFile(file, `${env.get('DB_CONNECTION', 'sqlite')}\t${suite.name}\t${seconds}\n`)
    }
  })
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  recordSuiteTime(suite)
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
      await storeDemoSessions()
      return close
    })
  }
  if (suite.name === 'functional' || suite.name === 'latency') {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
