import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { createOrganization, type Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }

// Every organizer-only call of the organizations module, against organization `id`.
const organizerCalls = (id: string, someoneId: string): Call[] => [
  { method: 'GET', url: `/api/account/${id}` },
  { method: 'PUT', url: `/api/account/${id}`, payload: { Name: 'Taken over' } },
  { method: 'GET', url: `/api/account/organizer/${id}` },
  { method: 'POST', url: `/api/account/organizer/${id}`, payload: { Organizer: 'x', Role: 'organizer' } },
  { method: 'DELETE', url: `/api/account/organizer/${id}/${someoneId}` },
  { method: 'GET', url: `/api/account/role/${id}` },
  { method: 'POST', url: `/api/account/role/${id}`, payload: { Role: 'Spy' } },
  { method: 'PUT', url: `/api/account/role/${id}/Spy`, payload: { Role: 'Agent' } },
  { method: 'DELETE', url: `/api/account/role/${id}/Spy` },
  {
    method: 'PUT',
    url: `/api/account/permission/${id}`,
    payload: { Permission: 'event_edit', Roles: ['owner'] },
  },
  {
    method: 'POST',
    url: '/api/bank',
    payload: { AccountID: id, BankName: 'B', BranchName: 'B', AccountName: 'A', AccountNumber: '1234' },
  },
  { method: 'GET', url: `/api/bank?AccountID=${id}` },
]

const call = (request: Call, person?: Person) =>
  context.app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    headers: person?.headers,
  })

describe('every organizer call', () => {
  it('refuses a member of another organization (403) and anonymous callers (401)', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner, { HasCustomRoles: true })
    const outsider = await signedInUser(context.app)
    await createOrganization(context.app, outsider)

    for (const request of organizerCalls(account.ID, owner.user.ID)) {
      const asOutsider = await call(request, outsider)
      expect(asOutsider.statusCode, `${request.method} ${request.url} as outsider`).toBe(403)
      const anonymous = await call(request)
      expect(anonymous.statusCode, `${request.method} ${request.url} anonymously`).toBe(401)
    }
    const unchanged = await context.app.inject({ url: `/api/account/${account.ID}`, headers: owner.headers })
    expect(unchanged.json().Name).toBe(account.Name)
  })
})
