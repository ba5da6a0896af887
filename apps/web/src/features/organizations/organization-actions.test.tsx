import type { Organization } from '@mela/shared/organization'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearSession, saveSession } from '../../lib/session.ts'
import { renderInApp, stubApi } from '../../test/test-app.tsx'
import { OrganizationActions } from './organization-actions.tsx'

const ID = '11111111-1111-4111-8111-111111111111'
const account = { ID, Name: 'Dhaka Live', HasCustomRoles: false } as Organization

function asRole(role: string) {
  return stubApi({
    'GET /api/account/permission': {
      body: { DefaultPermission: { role_manage: ['owner'] }, OverridePermission: {} },
    },
    'GET /api/account/organizer/role': { body: [{ AccountID: ID, Role: role }] },
  })
}

describe("an organization's actions", () => {
  beforeEach(() => saveSession({ Username: 'rahim' }, 'token'))
  afterEach(() => {
    cleanup()
    clearSession()
  })

  it('lead the owner to the roles page, not only from inside the edit form', async () => {
    asRole('owner')
    renderInApp(<OrganizationActions account={account} />)
    const link = await screen.findByRole('link', { name: 'Roles and permissions' }, { timeout: 3000 })
    expect(link.getAttribute('href')).toBe(`/organization/${ID}/role`)
  })

  it('leave the roles page out for someone who may not manage roles', async () => {
    const requests = asRole('collaborator')
    renderInApp(<OrganizationActions account={account} />)
    await waitFor(() => expect(requests).toHaveLength(2))
    // Both lists answered: the buttons now follow the collaborator's permissions.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.queryByRole('link', { name: 'Roles and permissions' })).toBeNull()
  })
})
