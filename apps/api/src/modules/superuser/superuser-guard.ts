import { isSuperuser } from '@mela/shared/constants'
import type { FastifyRequest } from 'fastify'
import { requireUser } from '../../lib/auth.ts'
import { Forbidden } from '../../lib/errors.ts'
import type { Actor } from './moderation.service.ts'

/**
 * The one gate of every /superuser call: the signed-in user's username, as the database has it now, is
 * `superuser` in any letter case (product §6). Anonymous callers get 401, everyone else 403, before the
 * payload is read or anything is looked up.
 */
export async function requireSuperuser(request: FastifyRequest): Promise<Actor> {
  const user = requireUser(request)
  if (!isSuperuser(user.username)) throw Forbidden()
  return { id: user.id, username: user.username }
}
