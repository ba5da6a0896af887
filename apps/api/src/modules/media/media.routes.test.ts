import { describe, expect, it } from 'vitest'
import { testConfig } from '../../config.ts'
import { platformSecret } from '../../lib/secrets.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { postUpload } from '../../testing/media-fixtures.ts'
import { addToTeam, createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { signUpload } from './media-signature.ts'

describe('GET /api/media/signature on the local store', () => {
  const context = useTestApp()
  const ask = async (query: string, signedIn = true) => {
    const headers = signedIn ? (await signedInUser(context.app)).headers : {}
    return context.app.inject({ url: `/api/media/signature?${query}`, headers })
  }

  it('refuses visitors who are not signed in', async () => {
    const response = await ask('folder=events&public_id=ev_1', false)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ message: 'You are not authorized to see this' })
  })

  it('signs a unique public id in the folder for the local upload endpoint', async () => {
    const response = await ask('folder=events&public_id=ev_1')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const answer = response.json()
    expect(answer).toMatchObject({
      CloudName: 'local',
      ApiKey: 'local',
      Folder: 'events',
      UploadURL: '/api/media/v1_1/local/auto/upload',
    })
    expect(answer.PublicID).toMatch(/^ev_1_[0-9a-f]{12}$/)
    expect(Math.abs(answer.Timestamp - Date.now() / 1000)).toBeLessThan(5)
    const secret = await platformSecret(context.database.db, 'media-api-secret')
    const params = { folder: 'events', public_id: answer.PublicID, timestamp: answer.Timestamp }
    expect(answer.Signature).toBe(signUpload(params, secret))
  })

  it('never hands out the same public id twice', async () => {
    const [first, second] = await Promise.all([ask('folder=users'), ask('folder=users')])
    expect(first?.json().PublicID).not.toBe(second?.json().PublicID)
  })

  const FOLDERS = 'Use one of organizations, events, performers, users'
  const CHARACTERS = 'Use letters, digits, _, - and / only'
  it.each([
    ['a missing folder', 'public_id=ev_1', { folder: FOLDERS }],
    ['a folder outside the list', 'folder=secrets&public_id=ev_1', { folder: FOLDERS }],
    ['a parent segment', 'folder=events&public_id=../ev_1', { public_id: CHARACTERS }],
    ['a dot', 'folder=events&public_id=ev.1', { public_id: CHARACTERS }],
    ['an empty segment', 'folder=events&public_id=a//b', { public_id: CHARACTERS }],
    [
      'a public id over 200 characters',
      `folder=events&public_id=${'a'.repeat(201)}`,
      { public_id: expect.any(String) },
    ],
  ])('refuses %s', async (_, query, fields) => {
    const response = await ask(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(fields)
  })
})

describe('GET /api/media/signature with a Cloudinary account', () => {
  const cloudinary = { cloudName: 'mela', apiKey: '123456', apiSecret: 'abcd' }
  const context = useTestApp({
    media: {
      maxBytes: 5 * 1024 * 1024,
      uploadsPerUserPerDay: 100,
      uploadsPerOrganizationPerDay: 300,
      cloudinary,
    },
  })

  it('signs for Cloudinary with the account from CLOUDINARY_URL', async () => {
    const { headers } = await signedInUser(context.app)
    const response = await context.app.inject({ url: '/api/media/signature?folder=organizations', headers })
    const answer = response.json()
    expect(answer).toMatchObject({
      CloudName: 'mela',
      ApiKey: '123456',
      Folder: 'organizations',
      UploadURL: 'https://api.cloudinary.com/v1_1/mela/auto/upload',
    })
    const params = { folder: 'organizations', public_id: answer.PublicID, timestamp: answer.Timestamp }
    expect(answer.Signature).toBe(signUpload(params, 'abcd'))
  })

  it('has no local upload endpoint', async () => {
    const response = await postUpload(context.app, { api_key: '123456' }, undefined, 'mela')
    expect(response.statusCode).toBe(404)
  })
})

describe('the upload quota', () => {
  const context = useTestApp({
    media: { ...testConfig().media, uploadsPerUserPerDay: 3, uploadsPerOrganizationPerDay: 4 },
  })

  it('gives one user a set number of upload signatures a day, and others their own', async () => {
    const [first, second] = [await signedInUser(context.app), await signedInUser(context.app)]
    const sign = (headers: Record<string, string>) =>
      context.app.inject({ url: '/api/media/signature?folder=events', headers })
    for (let i = 0; i < 3; i++) expect((await sign(first.headers)).statusCode).toBe(200)
    const refused = await sign(first.headers)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect((await sign(second.headers)).statusCode).toBe(200)
  })

  it("shares an organization's quota across its team, and signs for it only for its members", async () => {
    const owner = await signedInUser(context.app)
    const [partner, stranger] = [await signedInUser(context.app), await signedInUser(context.app)]
    const account = await createOrganization(context.app, owner)
    await addToTeam(context.app, owner, account.ID, partner, 'organizer')
    const sign = (headers: Record<string, string>) =>
      context.app.inject({ url: `/api/media/signature?folder=events&AccountID=${account.ID}`, headers })
    expect((await sign(stranger.headers)).statusCode).toBe(403)
    const answers = []
    for (const person of [owner, owner, partner, partner, partner])
      answers.push((await sign(person.headers)).statusCode)
    // Four a day for the organization, whoever asks: the fifth is refused though its asker has room.
    expect(answers).toEqual([200, 200, 200, 200, 429])
  })
})
