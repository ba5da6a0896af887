import type { ClientConfig } from '@mela/shared/client-config'
import type {
  GoogleRegisterInput,
  LoginAnswer,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  User,
} from '@mela/shared/identity'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import type { CodedMessage } from '../../lib/error-text.ts'
import { currentLanguage } from '../../lib/i18n.ts'
import { clientConfigKeys } from '../../lib/query-keys.ts'

/** GET /client-config: which social sign-ins this installation offers (an id is null when not set up). */

export const clientConfigQuery = () =>
  queryOptions({
    queryKey: clientConfigKeys.all,
    queryFn: ({ signal }) => api.get<ClientConfig>('/client-config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const login = (input: LoginInput) => api.post<LoginAnswer>('/auth/login', input)
/** The new account speaks the language the reader is using: its confirmation mail and later SMS come in it. */
export const register = (input: RegisterInput) =>
  api.post<User>('/auth/register', { Language: currentLanguage(), ...input })
export const loginWithGoogle = (credential: string) =>
  api.post<LoginAnswer>('/auth/login/google', { Token: credential })
export const registerWithGoogle = (input: GoogleRegisterInput) =>
  api.post<LoginAnswer>('/auth/register/google', input)
export const loginWithFacebook = (accessToken: string) =>
  api.post<LoginAnswer>('/auth/login/facebook', { Token: accessToken })

// A notice from the API: its catalog code and the English words.
export const requestResetByEmail = (Email: string) =>
  api.post<CodedMessage>('/auth/reset-password/email', { Email })
export const requestResetByPhone = (PhoneNumber: string) =>
  api.post<CodedMessage>('/auth/reset-password/phone', { PhoneNumber })
export const verifyResetOtp = (PhoneNumber: string, OTP: string) =>
  api.post<{ ResetToken: string }>('/auth/reset-password/verify/otp', { PhoneNumber, OTP })
export const resetPassword = (input: ResetPasswordInput) =>
  api.patch<LoginAnswer>('/auth/reset-password', input)

export const verifyEmail = (Token: string) => api.post<User>('/auth/verify-email', { Token })
