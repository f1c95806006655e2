import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'

/**
 * The production build of the pages in `public/assets` is one folder for
 * every test process of a checkout: `vite build` (the benchmark's `node ace
 * build`, `buildPagesIfChanged`) empties it and writes it again, while the
 * first-visit test's production server reads its server bundle on each
 * request. CI runs the browser suite beside the functional one, so a test
 * that builds or serves the pages holds this lock throughout.
 */
const LOCK_DIR = () => app.makePath('tmp/built-pages.lock')

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Takes the lock, waiting while another live process holds it; a dead holder's lock is taken over. */
export async function lockBuiltPages() {
  const dir = LOCK_DIR()
  await mkdir(join(dir, '..'), { recursive: true })
  for (;;) {
    try {
      await mkdir(dir)
      await writeFile(join(dir, 'pid'), String(process.pid))
      return async () => {
        await rm(dir, { recursive: true, force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = Number(await readFile(join(dir, 'pid'), 'utf8').catch(() => ''))
    if (holder > 0 && !alive(holder)) {
      await rm(dir, { recursive: true, force: true })
      continue
    }
    // Polled: the holder is another process, with nothing to wait on but the folder.
    await delay(250)
  }
}
