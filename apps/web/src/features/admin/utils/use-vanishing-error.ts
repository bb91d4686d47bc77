import { useEffect } from 'react'
import { toastDurations } from '../../../components/ui/toast.tsx'

type FailedMutation = { isError: boolean; submittedAt: number; reset: () => void }

/**
 * Spec §8: errors vanish after 5 s. A form dialog shows its server error inline (a toast would sit
 * behind the modal, hidden from screen readers); this clears it after the toasts' error duration.
 * A new failure starts the time again. Field validation messages are the form's and stay.
 */
export function useVanishingError({ isError, submittedAt, reset }: FailedMutation): void {
  useEffect(() => {
    if (!isError) return
    const timer = window.setTimeout(reset, toastDurations.error)
    return () => window.clearTimeout(timer)
  }, [isError, submittedAt, reset])
}
