import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { setTimeout as delay } from 'node:timers/promises'

/** One production server of the benchmark, started from the compiled build. */
export class AppProcess {
  #peakRss = 0
  #sampler: NodeJS.Timeout | null = null

  private constructor(
    readonly origin: string,
    private child: ChildProcess
  ) {}

  /** Starts `node bin/server.js` in `buildDirectory` and waits until /health answers 200. */
  static async start(buildDirectory: string, port: number, env: NodeJS.ProcessEnv, log: string) {
    const output = openSync(log, 'a')
    const child = spawn(process.execPath, ['bin/server.js'], {
      cwd: buildDirectory,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
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
