import { spawnSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

export type Dialect = 'sqlite' | 'pg'

/** A database holding the benchmark's shop with a given number of orders. */
export interface Dataset {
  orders: number
  /** The environment that points the app at it. */
  env: NodeJS.ProcessEnv
  /** True when an earlier run's data was kept. */
  reused: boolean
}

/** A statement on the server's `postgres` database (creating and dropping others). */
export async function adminQuery(sql: string) {
  const client = new pg.Client({
    host: process.env.PG_HOST || '127.0.0.1',
    port: Number(process.env.PG_PORT || 5432),
    user: process.env.PG_USER || 'postgres',
    password: process.env.PG_PASSWORD,
    database: 'postgres',
  })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Runs `node ace …` of the compiled build against the dataset, its output
 * on this terminal, or returned when `capture` is set.
 */
export function ace(
  buildDirectory: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  capture = false
) {
  const result = spawnSync(process.execPath, ['ace.js', ...args], {
    cwd: buildDirectory,
    env,
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`node ace ${args.join(' ')} failed`)
  return capture ? result.stdout : ''
}

/**
 * The dataset of `orders` orders: kept from an earlier run unless `fresh`
 * (a marker file says its generation finished), otherwise a new database,
 * migrated and filled by `node ace bench:generate`.
 */
export async function prepareDataset(options: {
  dialect: Dialect
  orders: number
  fresh: boolean
  workDirectory: string
  buildDirectory: string
  baseEnv: NodeJS.ProcessEnv
}): Promise<Dataset> {
  const { dialect, orders, workDirectory } = options
  const name = `orders_${orders}`
  const marker = join(workDirectory, `${dialect}-${name}.done`)
  const env: NodeJS.ProcessEnv =
    dialect === 'pg'
      ? { ...options.baseEnv, DB_CONNECTION: 'pg', PG_DB_NAME: `pos_center_bench_${name}` }
      : {
          ...options.baseEnv,
          DB_CONNECTION: 'sqlite',
          SQLITE_PATH: join(workDirectory, `${name}.sqlite3`),
        }
  if (!options.fresh && existsSync(marker)) {
    // Kept data still gets the migrations added since it was generated, and the till sessions.
    ace(options.buildDirectory, ['migration:run', '--force', '--no-schema-generate'], env)
    ace(options.buildDirectory, ['bench:tills'], env)
    return { orders, env, reused: true }
  }

  rmSync(marker, { force: true })
  if (dialect === 'pg') {
    await adminQuery(`DROP DATABASE IF EXISTS "${env.PG_DB_NAME}" WITH (FORCE)`)
    await adminQuery(`CREATE DATABASE "${env.PG_DB_NAME}"`)
  } else {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${env.SQLITE_PATH}${suffix}`, { force: true })
  }
  ace(options.buildDirectory, ['migration:run', '--force', '--no-schema-generate'], env)
  ace(options.buildDirectory, ['bench:generate', `--orders=${orders}`], env)
  writeFileSync(marker, new Date().toISOString())
  return { orders, env, reused: false }
}
