import { useEffect } from 'react'
import { toastDurations } from '../../../components/ui/toast.tsx'

type FailedMutation = { isError: boolean; reset: () => void }

/**
 * Spec §8: errors vanish after 5 s. A form dialog shows its server error inline (screen readers
 * cannot reach a toast outside an open modal); this clears it after the toasts' error duration.
 * A new attempt clears the error first (the mutation is pending), so its failure starts the time
 * again. Field validation messages are the form's and stay.
 */
export function useVanishingError({ isError, reset }: FailedMutation): void {
  useEffect(() => {
    if (!isError) return
    const timer = window.setTimeout(reset, toastDurations.error)
    return () => window.clearTimeout(timer)
  }, [isError, reset])
}
