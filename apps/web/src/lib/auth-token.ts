/** The bearer token lives in local storage under `auth_token` (spec); listeners hear when it changes. */
const STORAGE_KEY = 'auth_token'

type Listener = (token: string | null) => void
const listeners = new Set<Listener>()

export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

export function setAuthToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEY, token)
  for (const listener of listeners) listener(token)
}

export function clearAuthToken(): void {
  const had = getAuthToken() !== null
  window.localStorage.removeItem(STORAGE_KEY)
  if (had) for (const listener of listeners) listener(null)
}

export function onAuthTokenChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
