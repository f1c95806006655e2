import autocannon, { type Request } from 'autocannon'

export interface LoadOptions {
  origin: string
  path: string
  connections: number
  /** Seconds of load; or `amount` requests, for the slow pages. */
  duration?: number
  amount?: number
  headers: Record<string, string>
  method?: string
  /** A new body for each request (checkout's unique idempotency keys). */
  body?: () => string
  /** The statuses that count as answered; anything else is an error. */
  ok?: number[]
  /** Sees each answer's status and headers (checkout tells a sale from a refusal). */
  onResponse?: (status: number, headers: Record<string, string>) => void
}

export interface LoadResult {
  requests: number
  perSecond: number
  p50: number
  p95: number
  /** Answers outside `ok`, connection errors and timeouts. */
  failures: number
  /** Every response time, sorted, to merge runs made side by side. */
  times: number[]
}

/** The value below which `share` of the sorted samples lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number) {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil(share * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]
}

/**
 * Load from autocannon on this machine: requests a second, and the 50th
 * and 95th percentile of the response times it saw (autocannon's own
 * table stops at 97.5, so each response's time is kept here).
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const ok = options.ok ?? [200]
  const request: Request = {
    method: options.method ?? 'GET',
    path: options.path,
    headers: options.headers,
  }
  if (options.onResponse) {
    const seen = options.onResponse
    request.onResponse = (status, _body, _context, headers) => seen(status, headers)
  }
  if (options.body) {
    const body = options.body
    request.setupRequest = (next) => ({ ...next, body: body() })
  }
  const times: number[] = []
  let failures = 0
  const started = process.hrtime.bigint()
  const instance = autocannon({
    url: options.origin,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
    requests: [request],
    timeout: 60,
  })
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    times.push(time)
    if (!ok.includes(status)) failures++
  })
  const result = await instance
  const seconds =
    options.duration && !options.amount
      ? result.duration
      : Number(process.hrtime.bigint() - started) / 1e9
  times.sort((a, b) => a - b)
  return {
    requests: times.length,
    perSecond: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    failures: failures + result.errors + result.timeouts,
    times,
  }
}

/** Runs made at the same time against several servers, as one. */
export function merged(results: LoadResult[]): LoadResult {
  const times = results.flatMap((result) => result.times).sort((a, b) => a - b)
  return {
    requests: times.length,
    perSecond: results.reduce((sum, result) => sum + result.perSecond, 0),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    times,
  }
}
