/** Reloads the page so every screen starts over inside the tenant the new token is scoped to. */
export function reloadPage(): void {
  window.location.reload()
}
