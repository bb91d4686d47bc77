import type { ErrorCode } from '@rapport/contracts'

/** An error whose message is safe to show the user; the error handler maps it to its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, 'VALIDATION_ERROR', message, details)
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(401, 'UNAUTHORIZED', message)
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, 'FORBIDDEN', message)
  }
}

export class NotFoundError extends AppError {
  constructor(what = 'Resource', message = `${what} not found`) {
    super(404, 'NOT_FOUND', message)
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details?: unknown) {
    super(409, 'CONFLICT', message, details)
  }
}

export class LimitReachedError extends AppError {
  constructor(message: string, details?: unknown) {
    super(403, 'LIMIT_REACHED', message, details)
  }
}

export class PaymentRequiredError extends AppError {
  constructor(message: string) {
    super(402, 'PAYMENT_REQUIRED', message)
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    const wait =
      retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`
    super(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`, { retryAfterSeconds })
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
