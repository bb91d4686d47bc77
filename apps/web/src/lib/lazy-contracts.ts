/**
 * The contract schemas that the shared core (API client, session, the trial banner's status) and
 * the auth pages parse with,
 * in a module of their own that they load when they first parse (`loadContracts` in api-client.ts,
 * never imported statically), so that
 * zod is not part of their first load (decision 013): a signed-out visitor on /login, /register or
 * a reset link loads it on their first keystroke or answer, a signed-in one beside the session check.
 */
export {
  apiErrorBody,
  loginRequest,
  meResponse,
  registerRequest,
  resetPasswordRequest,
  sessionResponse,
  subscriptionStatus,
  validateResetTokenResponse,
} from '@rapport/contracts'
