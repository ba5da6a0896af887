import type { Organization } from '@mela/shared/organization'
import type { App } from '../app.ts'
import { type signedInUser, uniqueName } from './identity-fixtures.ts'

export type Person = Awaited<ReturnType<typeof signedInUser>>

/** Creates an organization through the API as `owner`. */
export async function createOrganization(
  app: App,
  owner: Person,
  fields: Record<string, unknown> = {},
): Promise<Organization> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account',
    headers: owner.headers,
    payload: { Name: `Dhaka Live ${uniqueName('')}`, ...fields },
  })
  if (response.statusCode !== 200) throw new Error(`create organization failed: ${response.body}`)
  return response.json()
}

/** Adds a signed-in person to an organization's team with a role, as the owner. */
export async function addToTeam(app: App, owner: Person, accountId: string, member: Person, Role: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/account/organizer/${accountId}`,
    headers: owner.headers,
    payload: { Organizer: member.user.Username, Role },
  })
  if (response.statusCode !== 200) throw new Error(`add organizer failed: ${response.body}`)
}
