/** Spec §9: a description tooltip hides itself after 5 seconds. */
export const TOOLTIP_AUTO_HIDE_MS = 5000

export function InfoIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-10.5a.75.75 0 1 1 1.5 0 .75.75 0 0 1-1.5 0ZM9.25 10a.75.75 0 0 1 1.5 0v3.5a.75.75 0 0 1-1.5 0V10Z"
        clipRule="evenodd"
      />
    </svg>
  )
}
