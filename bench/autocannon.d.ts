/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: Request) => Request
    onResponse?: (
      status: number,
      body: string,
      context: object,
      headers: Record<string, string>
    ) => void
  }

  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
    method?: string
    body?: string
    requests?: Request[]
    timeout?: number
  }

  interface Result {
    requests: { average: number; total: number }
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    [key: string]: unknown
  }

  type Instance = EventEmitter & PromiseLike<Result>

  export default function autocannon(options: Options): Instance
}
