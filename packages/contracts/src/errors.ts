import { z } from 'zod'

/** Every error the API returns has this body. */
export const apiErrorBody = z.object({
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorBody>

export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'PAYMENT_REQUIRED',
  'LIMIT_REACHED',
  'RATE_LIMITED',
  'INVALID_TRANSCRIPT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const
export type ErrorCode = (typeof errorCodes)[number]
