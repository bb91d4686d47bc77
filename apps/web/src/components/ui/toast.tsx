import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { cn } from './cn.ts'

type ToastKind = 'success' | 'error' | 'info'

/** Spec durations: success messages vanish after 3 s, errors after 5 s (callers may pass their own). */
export const toastDurations: Record<ToastKind, number> = { success: 3000, error: 5000, info: 3000 }

type Toast = { id: number; kind: ToastKind; message: string; duration: number }
type ShowToast = (toast: { kind: ToastKind; message: string; duration?: number }) => void

const ToastContext = createContext<ShowToast | null>(null)

/** Shows transient messages in a live region at the bottom of the screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(0)

  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  )

  const show = useCallback<ShowToast>(({ kind, message, duration }) => {
    nextId.current += 1
    const toast = { id: nextId.current, kind, message, duration: duration ?? toastDurations[kind] }
    setToasts((current) => [...current, toast])
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  )
}

const kindStyles: Record<ToastKind, string> = {
  success: 'border-green-200 bg-green-50 text-green-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-brand-200 bg-white text-slate-900',
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration)
    return () => window.clearTimeout(timer)
  }, [toast.id, toast.duration, onDismiss])

  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg',
        kindStyles[toast.kind],
      )}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-my-1 -mr-2 rounded p-1 opacity-70 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
          <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
        </svg>
      </button>
    </div>
  )
}

/** `toast.success(message)`, `toast.error(message)`; durations follow the spec unless given. */
export function useToast() {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used inside <ToastProvider>')
  return useMemo(
    () => ({
      success: (message: string, duration?: number) => show({ kind: 'success', message, duration }),
      error: (message: string, duration?: number) => show({ kind: 'error', message, duration }),
      info: (message: string, duration?: number) => show({ kind: 'info', message, duration }),
    }),
    [show],
  )
}
