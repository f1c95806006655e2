import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { setTimeout as delay } from 'node:timers/promises'

/**
 * The memory settings of the production recipe (README, Production), so
 * the benchmark measures the server as it is meant to run: V8's young
 * generation and old space capped, and glibc limited to two malloc arenas.
 * Unset, V8 grew the young generation under load and the server peaked at
 * about 480 MB with a live heap of 45 MB.
 */
export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=192']
export const PRODUCTION_MALLOC_ARENAS = '2'

/** One production server of the benchmark, started from the compiled build. */
export class AppProcess {
  #peakRss = 0
  #sampler: NodeJS.Timeout | null = null

  private constructor(
    readonly origin: string,
    private child: ChildProcess
  ) {}

  /** Starts `node <flags> bin/server.js` in `buildDirectory` and waits until /health answers 200. */
  static async start(buildDirectory: string, port: number, env: NodeJS.ProcessEnv, log: string) {
    const output = openSync(log, 'a')
    const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'bin/server.js'], {
      cwd: buildDirectory,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MALLOC_ARENA_MAX: PRODUCTION_MALLOC_ARENAS,
      },
      stdio: ['ignore', output, output],
    })
    const server = new AppProcess(`http://127.0.0.1:${port}`, child)
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The server exited early; see ${log}`)
      const healthy = await fetch(`${server.origin}/health`)
        .then((response) => response.status === 200)
        .catch(() => false)
      if (healthy) return server
      await delay(200)
    }
    child.kill()
    throw new Error(`The server did not answer /health within 60 s; see ${log}`)
  }

  /** Starts sampling the resident memory (Linux /proc) every quarter second. */
  watchMemory() {
    this.#sampler = setInterval(() => {
      readFile(`/proc/${this.child.pid}/status`, 'utf8')
        .then((status) => {
          const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
          this.#peakRss = Math.max(this.#peakRss, kilobytes / 1024)
        })
        .catch(() => {})
    }, 250)
  }

  /** The highest resident memory seen, in MB. */
  get peakRssMb() {
    return this.#peakRss
  }

  async stop() {
    if (this.#sampler) clearInterval(this.#sampler)
    if (this.child.exitCode !== null) return
    const exited = new Promise((resolve) => this.child.once('exit', resolve))
    this.child.kill('SIGTERM')
    await Promise.race([exited, delay(10_000).then(() => this.child.kill('SIGKILL'))])
  }
}
