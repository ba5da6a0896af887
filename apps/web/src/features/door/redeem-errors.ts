import { ApiError } from '../../lib/api-error.ts'

/** A second tap, or a second phone: the collectible was handed over already (409 ALREADY_REDEEMED). */
export const isAlreadyRedeemed = (error: unknown) => error instanceof ApiError && error.status === 409
