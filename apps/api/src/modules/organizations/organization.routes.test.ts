import { describe, expect, it } from 'vitest'
import { signedInUser, uniqueName } from '../../testing/identity-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  context.app.inject({ method, url, headers, payload })

describe('creating and editing an organization', () => {
  it('creates it with trimmed fields, the creator as owner, and no FeedURL when blank', async () => {
    const owner = await signedInUser(context.app)
    const response = await send('POST', '/api/account', owner.headers, {
      Name: '  Shilpakala Events  ',
      FeedURL: '   ',
      BrandStatement: '  Music for everyone  ',
      FacebookURL: 'https://www.facebook.com/shilpakala',
      EnableCashSell: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      Name: 'Shilpakala Events',
      FeedURL: null,
      BrandStatement: 'Music for everyone',
      EnableCashSell: true,
      EnableCollectibles: false,
      Verified: false,
      Role: 'owner',
      Owner: { ID: owner.user.ID },
      Organizers: [{ UserID: owner.user.ID, Role: 'owner' }],
    })
  })

  it('answers product §5 texts for every broken field', async () => {
    const owner = await signedInUser(context.app)
    const response = await send('POST', '/api/account', owner.headers, {
      Name: 'x'.repeat(251),
      FeedURL: 'ab-c',
      FacebookURL: 'https://twitter.com/someone',
      Email: 'nope',
      Website: 'not a url',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      Name: 'The maximum length allowed is 250',
      FeedURL: 'URL can only contain alphabets and numbers',
      FacebookURL: 'Please enter a valid Facebook URL',
      Email: 'Value is not a valid email address',
      Website: 'The value is not a valid URL address',
    })
    const short = await send('POST', '/api/account', owner.headers, { Name: ' ', FeedURL: 'abcd' })
    expect(short.json()).toEqual({
      Name: 'Value is required',
      FeedURL: 'This field should be at least 5 characters long',
    })
  })

  it('keeps FeedURL unique whatever its case', async () => {
    const owner = await signedInUser(context.app)
    const feed = uniqueName('feed')
    await createOrganization(context.app, owner, { FeedURL: feed })
    const again = await send('POST', '/api/account', owner.headers, {
      Name: 'Other',
      FeedURL: feed.toUpperCase(),
    })
    expect(again.json()).toEqual({ FeedURL: 'This URL is already taken' })
  })

  it('lets only the superuser set Verified', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner, { Verified: true })
    expect(account.Verified).toBe(false)
    const updated = await send('PUT', `/api/account/${account.ID}`, owner.headers, {
      Name: account.Name,
      Verified: true,
    })
    expect(updated.json().Verified).toBe(false)
  })

  it('updates the details and flags', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const updated = await send('PUT', `/api/account/${account.ID}`, owner.headers, {
      Name: 'Renamed',
      EnableCollectibles: true,
      HasCustomRoles: true,
    })
    expect(updated.json()).toMatchObject({ Name: 'Renamed', EnableCollectibles: true, HasCustomRoles: true })
  })
})

describe('reading organizations', () => {
  it('shows the public profile by FeedURL or ID to anyone', async () => {
    const owner = await signedInUser(context.app)
    const feed = uniqueName('Feed')
    const account = await createOrganization(context.app, owner, { FeedURL: feed, BrandStatement: 'Hello' })
    const byFeed = await context.app.inject({ url: `/api/account/feed/${feed.toLowerCase()}` })
    expect(byFeed.json()).toMatchObject({ ID: account.ID, BrandStatement: 'Hello' })
    expect(byFeed.json()).not.toHaveProperty('Organizers')
    const byId = await context.app.inject({ url: `/api/account/feed/${account.ID}` })
    expect(byId.json().ID).toBe(account.ID)
    expect((await context.app.inject({ url: '/api/account/feed/nobody12345' })).statusCode).toBe(404)
  })

  it('lists my organizations and my role in each', async () => {
    const owner = await signedInUser(context.app)
    const first = await createOrganization(context.app, owner)
    const second = await createOrganization(context.app, owner)
    const mine = await context.app.inject({ url: '/api/account', headers: owner.headers })
    expect(mine.json().map((a: { ID: string }) => a.ID)).toEqual([second.ID, first.ID])
    const roles = await context.app.inject({ url: '/api/account/organizer/role', headers: owner.headers })
    expect(roles.json()).toEqual(
      expect.arrayContaining([
        { AccountID: first.ID, Role: 'owner' },
        { AccountID: second.ID, Role: 'owner' },
      ]),
    )
  })

  it('answers the permission table', async () => {
    const owner = await signedInUser(context.app)
    const response = await context.app.inject({ url: '/api/account/permission', headers: owner.headers })
    expect(response.json().DefaultPermission.event_edit).toEqual(['owner', 'organizer'])
    expect(response.json().DefaultPermission.checkin).toContain('collaborator')
  })
})
