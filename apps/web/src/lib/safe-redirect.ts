/** A same-site path from a query parameter, or null: never an absolute URL (no open redirects). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}

/** Adds a query parameter to a path that may already carry a query string. */
export function withQueryParam(path: string, name: string, value: string): string {
  const [pathname = '', query = ''] = path.split('?', 2)
  const params = new URLSearchParams(query)
  params.set(name, value)
  return `${pathname}?${params.toString()}`
}
