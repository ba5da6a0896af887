/**
 * An expected failure with a stable code and SPEC's words. The error handler turns it into
 * `{ message }`, or into `{ Field: message }` when it carries field errors.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    cause?: unknown,
  ) {
    super(message, { cause })
    this.name = 'AppError'
  }
}

export const NOT_FOUND_TEXT = 'Not Found'
export const NotFound = (message = NOT_FOUND_TEXT) => new AppError('NOT_FOUND', 404, message)
export const Unauthorized = (message = 'You are not authorized to do this') =>
  new AppError('UNAUTHORIZED', 401, message)
export const Forbidden = (message = 'You are not allowed to do this') =>
  new AppError('FORBIDDEN', 403, message)
export const Conflict = (message: string) => new AppError('CONFLICT', 409, message)
export const FieldErrors = (fields: Record<string, string>) =>
  new AppError('VALIDATION', 400, 'Validation failed', fields)

export const SOMETHING_WENT_WRONG = 'Something Went Wrong'
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.'
export const SERVICE_UNAVAILABLE = 'Service unavailable. Please try again later.'
