import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

/**
 * Outside production the Vite dev server (tests, `node ace serve`) serves
 * modules from its own origin and pushes updates over a websocket.
 */
const devSources = app.inProduction ? [] : ['@viteUrl', 'ws:']

const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, '@nonce', ...devSources],
      styleSrc: [`'self'`, `'unsafe-inline'`, ...devSources],
      imgSrc: [`'self'`, 'data:', 'https://www.gravatar.com'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: [`'self'`, ...devSources],
      objectSrc: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
      frameAncestors: [`'none'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: [],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  hsts: {
    enabled: true,
    maxAge: '365 days',
    includeSubDomains: true,
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
