/*
| Environment variables, validated and typed at boot.
*/
import { Env } from '@adonisjs/core/env'

const env = await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.secret.optional(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  APP_NAME: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.enum.optional([
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
    'silent',
  ] as const),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  PG_HOST: Env.schema.string.optional({ format: 'host' }),
  PG_PORT: Env.schema.number.optional(),
  PG_USER: Env.schema.string.optional(),
  PG_PASSWORD: Env.schema.string.optional(),
  PG_DB_NAME: Env.schema.string.optional(),

  SESSION_DRIVER: Env.schema.enum.optional(['database', 'redis', 'cookie', 'memory'] as const),
  LIMITER_STORE: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  REDIS_KEY_PREFIX: Env.schema.string.optional(),

  // Set by `npm run bench` only: adds the no-op route pages are weighed against.
  BENCH_ROUTES: Env.schema.boolean.optional(),

  MAIL_MAILER: Env.schema.enum.optional(['smtp', 'file'] as const),
  MAIL_DIR: Env.schema.string.optional(),
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
})

export const EXAMPLE_APP_KEY = 'example-key-change-me-with-npm-run-ace-generate-key'

/**
 * The key that signs sessions and encrypts cookies. Read only by the configs
 * that need it, so commands such as codegen run on a fresh clone without
 * .env. A production server refuses a missing, short or published key.
 */
export function appKeyOrFail() {
  const key = env.get('APP_KEY')
  if (!key) {
    throw new Error(
      'APP_KEY is not set: `npm start` writes one into .env, or set it in the environment'
    )
  }
  if (env.get('NODE_ENV') === 'production') {
    const value = key.release()
    if (value.length < 32 || value === EXAMPLE_APP_KEY) {
      throw new Error(
        'APP_KEY must be a random secret of at least 32 characters in production (npm run ace -- generate:key --show)'
      )
    }
  }
  return key
}

export default env
