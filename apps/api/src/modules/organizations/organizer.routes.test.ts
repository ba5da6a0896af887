import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam, createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

describe('the team of an organization', () => {
  it('adds people by username or e-mail and lists owner, organizers, collaborators, then others', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner, { HasCustomRoles: true })
    const collaborator = await signedInUser(context.app)
    const organizer = await signedInUser(context.app, { Email: `org${Date.now()}@example.com` })
    const doorman = await signedInUser(context.app)
    await context.app.inject({
      method: 'POST',
      url: `/api/account/role/${account.ID}`,
      headers: owner.headers,
      payload: { Role: 'Door' },
    })
    await addToTeam(context.app, owner, account.ID, doorman, 'Door')
    await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
    const byEmail = await context.app.inject({
      method: 'POST',
      url: `/api/account/organizer/${account.ID}`,
      headers: owner.headers,
      payload: { Organizer: organizer.user.Email, Role: 'Organizer' },
    })
    expect(byEmail.json().ID).toBe(organizer.user.ID)

    const team = await context.app.inject({
      url: `/api/account/organizer/${account.ID}`,
      headers: owner.headers,
    })
    expect(team.json().map((m: { Role: string }) => m.Role)).toEqual([
      'owner',
      'organizer',
      'collaborator',
      'Door',
    ])
    const seenByMember = await context.app.inject({
      url: `/api/account/${account.ID}`,
      headers: collaborator.headers,
    })
    expect(seenByMember.json().Role).toBe('collaborator')
  })

  it('says "Organizer Already Added" for the same person and role, and refuses unknown people and roles', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const member = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, member, 'organizer')
    const add = (Organizer: string, Role: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/account/organizer/${account.ID}`,
        headers: owner.headers,
        payload: { Organizer, Role },
      })
    const again = await add(member.user.Username, 'organizer')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: 'Organizer Already Added' })
    expect((await add('no-such-person', 'organizer')).json()).toEqual({
      Organizer: 'No user has this username or email address',
    })
    expect((await add(member.user.Username, 'Door')).json()).toEqual({
      Role: 'This role does not exist in this organization',
    })
    expect((await add('', '')).json()).toEqual({ Organizer: 'Value is required', Role: 'Value is required' })
  })

  it('removes organizers but never the owner', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const member = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, member, 'organizer')
    const remove = (userId: string) =>
      context.app.inject({
        method: 'DELETE',
        url: `/api/account/organizer/${account.ID}/${userId}`,
        headers: owner.headers,
      })
    expect((await remove(member.user.ID)).statusCode).toBe(204)
    expect(
      (await context.app.inject({ url: `/api/account/${account.ID}`, headers: member.headers })).statusCode,
    ).toBe(403)
    const ownerGone = await remove(owner.user.ID)
    expect(ownerGone.statusCode).toBe(400)
    expect(ownerGone.json()).toMatchObject({ message: 'The owner cannot be removed' })
  })
})

describe('custom roles', () => {
  it('change what a collaborator may do once a permission names them', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner, { HasCustomRoles: true })
    const member = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, member, 'collaborator')
    const editAsMember = () =>
      context.app.inject({
        method: 'PUT',
        url: `/api/account/${account.ID}`,
        headers: member.headers,
        payload: { Name: 'By member', HasCustomRoles: true },
      })
    expect((await editAsMember()).statusCode).toBe(403)

    const grant = await context.app.inject({
      method: 'PUT',
      url: `/api/account/permission/${account.ID}`,
      headers: owner.headers,
      payload: { Permission: 'account_edit', Roles: ['owner', 'collaborator'] },
    })
    expect(grant.statusCode).toBe(204)
    expect((await editAsMember()).statusCode).toBe(200)
    const data = await context.app.inject({ url: '/api/account/permission', headers: member.headers })
    expect(data.json().OverridePermission[account.ID]).toEqual({ account_edit: ['owner', 'collaborator'] })

    await context.app.inject({
      method: 'PUT',
      url: `/api/account/permission/${account.ID}`,
      headers: owner.headers,
      payload: { Permission: 'account_edit', Roles: [] },
    })
    expect((await editAsMember()).statusCode).toBe(403)
  })

  it('renames a role for everyone holding it and refuses to delete a role in use', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner, { HasCustomRoles: true })
    const member = await signedInUser(context.app)
    const roleCall = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      context.app.inject({
        method,
        url: `/api/account/role/${account.ID}${path}`,
        headers: owner.headers,
        payload,
      })
    await roleCall('POST', '', { Role: 'Usher' })
    expect((await roleCall('POST', '', { Role: 'usher' })).json()).toEqual({
      Role: 'This role already exists',
    })
    await addToTeam(context.app, owner, account.ID, member, 'Usher')
    expect((await roleCall('PUT', '/Usher', { Role: 'Host' })).statusCode).toBe(204)
    const roles = await context.app.inject({ url: `/api/account/role/${account.ID}`, headers: owner.headers })
    expect(roles.json()).toEqual([{ Role: 'organizer' }, { Role: 'collaborator' }, { Role: 'Host' }])
    expect(
      (await context.app.inject({ url: `/api/account/${account.ID}`, headers: member.headers })).json().Role,
    ).toBe('Host')
    const inUse = await roleCall('DELETE', '/Host')
    expect(inUse.statusCode).toBe(409)
  })

  it('are refused while the organization has custom roles off', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/account/role/${account.ID}`,
      headers: owner.headers,
      payload: { Role: 'Usher' },
    })
    expect(response.json()).toMatchObject({ message: 'Turn on custom roles for this organization first' })
  })
})
