import { api } from './api-client.ts'
import type { CodedMessage } from './error-text.ts'

/**
 * POST /auth/verify-email/resend: a new confirmation link to the signed-in user's unconfirmed e-mail, asked
 * for from the profile, a spent link's page and My tickets (where it brings in tickets bought as a guest).
 */
export const resendVerification = () => api.post<CodedMessage>('/auth/verify-email/resend')
