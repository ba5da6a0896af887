import { initialsOf as initialsOfName } from '../../lib/initials.ts'

type Named = { Username: string; FirstName?: string | undefined; LastName?: string | undefined }

/** The avatar's letters: of the name, else of the username. */
export function initialsOf(user: Named) {
  const name = [user.FirstName, user.LastName].filter(Boolean).join(' ') || user.Username
  return initialsOfName(name)
}
