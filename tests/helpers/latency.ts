import { monitorEventLoopDelay } from 'node:perf_hooks'
import env from '#start/env'

const origin = `http://${env.get('HOST', 'localhost')}:${env.get('PORT')}`

/** The sign-in page: what another person at another till opens meanwhile. */
export const SIGN_IN_PAGE = '/login'

async function visit(path: string) {
  const start = performance.now()
  const response = await fetch(origin + path)
  await response.arrayBuffer()
  return performance.now() - start
}

/**
 * Opens a page until it answers quickly 20 times in a row, so what is
 * measured next is the steady state: not its first render, nor the work
 * the development server does in the first seconds after it starts
 * (scanning the pages' dependencies).
 */
export async function warmUp(path = SIGN_IN_PAGE) {
  const deadline = Date.now() + 30_000
  let quick = 0
  while (quick < 20) {
    if (Date.now() > deadline) throw new Error(`${path} never settled under 50 ms`)
    quick = (await visit(path)) < 50 ? quick + 1 : 0
  }
}

/**
 * While `work` runs, another visitor opens `path` again and again: the
 * longest any of those requests took, how many there were, and the longest
 * the event loop was held meanwhile (which tells a blocked server from a
 * slow network or a busy machine when the check fails).
 */
export async function slowestVisitDuring(work: Promise<unknown>, path = SIGN_IN_PAGE) {
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  let finished = false
  const done = work.finally(() => {
    finished = true
  })
  let slowest = 0
  let visits = 0
  while (!finished) {
    slowest = Math.max(slowest, await visit(path))
    visits++
  }
  await done.catch(() => {})
  loop.disable()
  return { slowest, visits, longestStall: loop.max / 1e6 }
}
