/*
| `npm start`: the quick start on a fresh clone. Creates .env with a fresh
| APP_KEY when missing, builds the pages for production only when their
| sources changed (bin/build_pages.js), migrates, seeds (bootstrap always,
| demo data into an empty database) and serves. Plain JavaScript so it runs before anything is compiled.
*/
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPagesIfChanged } from './build_pages.js'

const root = fileURLToPath(new URL('../', import.meta.url))
const node = process.execPath

function run(args, label) {
  const result = spawnSync(node, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}

function readEnvFile() {
  const values = {}
  for (const line of readFileSync(join(root, '.env'), 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/)
    if (match) values[match[1]] = match[2]
  }
  return values
}

function ensureEnvFile() {
  const envPath = join(root, '.env')
  if (existsSync(envPath)) return
  const example = readFileSync(join(root, '.env.example'), 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync(envPath, example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`), { mode: 0o600 })
  console.log('• Created .env with a new APP_KEY')
}

ensureEnvFile()
try {
  buildPagesIfChanged()
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  process.exit(1)
}
console.log('• Migrating the database')
run(['ace', 'migration:run', '--no-schema-generate'], 'migration:run')
console.log('• Seeding (bootstrap data; demo data into an empty database)')
run(['ace', 'db:seed'], 'db:seed')

const fileEnv = readEnvFile()
const host = process.env.HOST || fileEnv.HOST || 'localhost'
const port = process.env.PORT || fileEnv.PORT || '3333'
const url = `http://${host}:${port}`

const server = spawn(node, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, HOST: host, PORT: port },
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => process.exit(code ?? 0))

async function announceWhenReady() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      await fetch(url, { redirect: 'manual' })
      console.log(`\n  POS Center is running at ${url}`)
      if (process.env.NODE_ENV !== 'production') {
        console.log('  Demo sign-in: admin@demo.test / demo-password')
        console.log('  (also manager@demo.test, cashier@demo.test, clerk@demo.test)\n')
      }
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}
announceWhenReady()
