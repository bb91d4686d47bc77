import { monitorEventLoopDelay } from 'node:perf_hooks'

/** What the API's users saw while some work ran: each health check's time and the event loop's delays. */
export interface PolledPhase {
  /** Each check, in order: when it started (ms after polling began) and how long it took (ms). */
  checks: { atMs: number; tookMs: number }[]
  /** How long the work took, in seconds. */
  seconds: number
  /** The event loop's longest delay while the work ran, and its 99th percentile, in ms. */
  maxDelayMs: number
  p99DelayMs: number
  /** The check time (ms) at quantile `q` (0 to 1; 1 is the slowest); infinite when there was none. */
  quantileMs(q: number): number
}

/**
 * Runs `work` while `check` (one GET /api/health, throwing when the answer is not 200) runs again
 * `everyMs` after each one ends, with the event loop's delays recorded. A failed check fails the
 * phase once the work is done.
 */
export async function pollWhile(
  check: () => Promise<void>,
  everyMs: number,
  work: () => Promise<void>,
): Promise<PolledPhase> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  const checks: PolledPhase['checks'] = []
  const t0 = performance.now()
  let running = true
  let failure: { error: unknown } | undefined
  const poller = (async () => {
    while (running) {
      const started = performance.now()
      await check()
      checks.push({ atMs: started - t0, tookMs: performance.now() - started })
      await new Promise((r) => setTimeout(r, everyMs))
    }
  })().catch((error: unknown) => {
    failure = { error }
  })
  histogram.enable()
  const started = performance.now()
  try {
    await work()
  } finally {
    histogram.disable()
    running = false
    await poller
  }
  if (failure) throw failure.error
  const sorted = checks.map((c) => c.tookMs).sort((a, b) => a - b)
  return {
    checks,
    seconds: (performance.now() - started) / 1000,
    maxDelayMs: histogram.max / 1e6,
    p99DelayMs: histogram.percentile(99) / 1e6,
    quantileMs: (q) =>
      sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.POSITIVE_INFINITY,
  }
}
