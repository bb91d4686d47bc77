/**
 * Honest progress for a job made of named steps with expected shares of the work. The estimate
 * of time remaining comes from how long the finished steps actually took, never from a timer:
 * before the first step finishes there is no estimate.
 */
export interface ProgressReport {
  progress: number
  step: string
  etaSeconds: number | null
}

export function progressTracker<Step extends string>(
  steps: readonly { name: Step; weight: number }[],
  report: (r: ProgressReport) => Promise<void>,
  now: () => number = Date.now,
) {
  const total = steps.reduce((sum, s) => sum + s.weight, 0)
  const startedAt = now()
  let done = 0
  return {
    async start(name: Step) {
      const elapsed = (now() - startedAt) / 1000
      const fraction = done / total
      const etaSeconds = fraction > 0 ? Math.max(0, Math.round((elapsed / fraction) * (1 - fraction))) : null
      await report({ progress: Math.round(fraction * 100), step: name, etaSeconds })
    },
    finish(name: Step) {
      done += steps.find((s) => s.name === name)?.weight ?? 0
    },
  }
}
