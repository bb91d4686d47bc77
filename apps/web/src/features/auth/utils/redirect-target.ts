import { safeRedirect, withQueryParam } from '../../../lib/safe-redirect.ts'

/**
 * Where to go after signing in or up. A `redirect` parameter wins over the fallback; with
 * `action=checkout` the redirect target gets `start-trial=true` so pricing starts the checkout.
 */
export function redirectTarget(searchParams: URLSearchParams, fallback: string): string {
  const redirect = safeRedirect(searchParams.get('redirect'))
  if (searchParams.get('action') === 'checkout')
    return withQueryParam(redirect ?? '/pricing', 'start-trial', 'true')
  return redirect ?? fallback
}
