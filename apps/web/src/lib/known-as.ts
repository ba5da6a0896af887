import type { SignInKind } from '@mela/shared/identity'
import { formatPhone } from '@mela/shared/phone-format'

type Person = {
  Username: string
  Kind?: SignInKind
  FirstName?: string
  LastName?: string
  Email?: string | null
  Phone?: string | null
}

/** First and last name, as typed. */
export const fullNameOf = (user: Person) => [user.FirstName, user.LastName].filter(Boolean).join(' ')

/** How the person is reached: the phone, else the e-mail address. */
export const contactOf = (user: Person) => (user.Phone ? formatPhone(user.Phone) : (user.Email ?? ''))

/**
 * A username the person typed themselves (a password account; an older stored session without a kind).
 * The others (guest_…, g_…, fb_…) were made by the server and mean nothing to the person.
 */
export const choseUsername = (user: Person) => user.Kind === undefined || user.Kind === 'password'

/** What to call the signed-in person: the username they chose, else their name, phone or e-mail. */
export function knownAs(user: Person): string {
  if (choseUsername(user)) return user.Username
  return fullNameOf(user) || contactOf(user) || user.Username
}
