import type { Language } from '@mela/shared/constants'
import type { ProfileInput } from '@mela/shared/identity'
import type { SessionUser } from './session.ts'

/**
 * The signed-in reader's profile as it is, in the language just chosen: PUT /user/me with it keeps the
 * choice on the account, so mail and SMS follow it. Null when there is nothing to save, or when the
 * stored user is too old to carry the whole profile (saving it would blank fields).
 */
export function profileInLanguage(user: SessionUser | null, language: Language): ProfileInput | null {
  if (!user?.Language || user.Language === language || user.FirstName === undefined) return null
  return {
    FirstName: user.FirstName,
    LastName: user.LastName || undefined,
    Email: user.Email ?? undefined,
    Phone: user.Phone ?? undefined,
    Language: language,
  }
}
