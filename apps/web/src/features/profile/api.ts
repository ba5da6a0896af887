import type { PasswordChangeInput, ProfileInput, User } from '@mela/shared/identity'
import { api } from '../../lib/api-client.ts'

export const updateProfile = (input: ProfileInput) => api.put<User>('/user/me', input)
export const changePassword = (input: PasswordChangeInput) => api.patch<void>('/user/me/password', input)
