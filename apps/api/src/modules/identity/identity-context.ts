import type { FastifyRequest } from 'fastify'
import type { IdentityContext } from './user.service.ts'

/** What identity services need from a request: the database, the settings and the device. */
export const identityContext = (request: FastifyRequest): IdentityContext => ({
  db: request.server.database.db,
  config: request.server.config,
  userAgent: request.headers['user-agent'],
})
