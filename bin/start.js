/*
| `npm start`: the quick start on a fresh clone. Creates .env with a fresh
| APP_KEY when missing, builds the pages only when their sources changed,
| migrates, seeds (bootstrap always, demo data into an empty database) and
| serves. Plain JavaScript so it runs before anything is compiled.
*/
import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

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

/** Every file the browser bundle is built from, hashed, so unchanged sources skip the build. */
function frontendFingerprint() {
  const hash = createHash('sha256')
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else hash.update(relative(root, path)).update(readFileSync(path))
    }
  }
  walk(join(root, 'inertia'))
  walk(join(root, 'common'))
  // package.json maps #common/* for the pages too.
  for (const file of ['vite.config.ts', 'package.json', 'package-lock.json']) {
    const path = join(root, file)
    if (existsSync(path)) hash.update(file).update(readFileSync(path))
  }
  return hash.digest('hex')
}

function buildFrontendIfChanged() {
  const stampPath = join(root, 'public/assets/.fingerprint')
  const manifest = join(root, 'public/assets/.vite/manifest.json')
  const fingerprint = frontendFingerprint()
  if (
    existsSync(manifest) &&
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === fingerprint
  ) {
    console.log('• Pages are up to date, no build needed')
    return
  }
  console.log('• Building the pages (vite build)')
  run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], 'vite build')
  mkdirSync(join(root, 'public/assets'), { recursive: true })
  writeFileSync(stampPath, fingerprint)
}

ensureEnvFile()
buildFrontendIfChanged()
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
