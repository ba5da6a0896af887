import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { describe, expect, it } from 'vitest'
import { send } from '../../testing/catalog-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam, createOrganization, type Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

const performerPayload = (organizationIds: string[], fields: Record<string, unknown> = {}) => ({
  FirstName: 'Runa',
  LastName: 'Laila',
  Biography: 'Singer',
  Organizations: organizationIds.map((ID) => ({ ID })),
  ...fields,
})

const postPerformer = (
  person: Person | undefined,
  organizationIds: string[],
  fields: Record<string, unknown> = {},
) => send(context.app, person, 'POST', '/performer', performerPayload(organizationIds, fields))

describe('creating a performer', () => {
  it('answers the performer with its organizations', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const response = await postPerformer(owner, [account.ID], { AlternativeName: 'Nightingale' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      FirstName: 'Runa',
      LastName: 'Laila',
      AlternativeName: 'Nightingale',
      Image: null,
      Organizations: [{ ID: account.ID, Name: account.Name }],
    })
  })

  it('accepts names in any script with spaces and full stops, and nothing else', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const bengali = await postPerformer(owner, [account.ID], { FirstName: 'রবীন্দ্রনাথ', LastName: 'ঠাকুর' })
    expect(bengali.json()).toMatchObject({ FirstName: 'রবীন্দ্রনাথ', LastName: 'ঠাকুর' })
    expect((await postPerformer(owner, [account.ID], { FirstName: 'রবীন্দ্র' })).statusCode).toBe(200)
    expect(
      (await postPerformer(owner, [account.ID], { FirstName: 'Dr. A.', LastName: 'Rahman' })).statusCode,
    ).toBe(200)
    expect((await postPerformer(owner, [account.ID], { FirstName: 'DJ_x', LastName: 'R2' })).json()).toEqual({
      FirstName: ERROR_TEXTS.NAME_LETTERS_ONLY,
      LastName: ERROR_TEXTS.NAME_LETTERS_ONLY,
    })
    expect((await postPerformer(owner, [], { FirstName: ' ' })).json()).toEqual({
      FirstName: 'Value is required',
      Organizations: 'Value is required',
    })
    expect((await postPerformer(owner, [account.ID], { Image: 'not a link' })).json()).toEqual({
      Image: 'The value is not a valid URL address',
    })
  })

  it('needs performer_manage in every organization listed', async () => {
    const owner = await signedInUser(context.app)
    const mine = await createOrganization(context.app, owner)
    const stranger = await signedInUser(context.app)
    const theirs = await createOrganization(context.app, stranger)
    expect((await postPerformer(owner, [mine.ID, theirs.ID])).statusCode).toBe(403)
    expect((await postPerformer(undefined, [mine.ID])).statusCode).toBe(401)
    expect((await postPerformer(owner, [mine.ID, crypto.randomUUID()])).statusCode).toBe(404)
    const collaborator = await signedInUser(context.app)
    await addToTeam(context.app, owner, mine.ID, collaborator, 'collaborator')
    expect((await postPerformer(collaborator, [mine.ID])).statusCode).toBe(403)
  })
})

describe('updating a performer', () => {
  it('needs one current organization managed, and every added one', async () => {
    const mineOwner = await signedInUser(context.app)
    const mine = await createOrganization(context.app, mineOwner)
    const partnerOwner = await signedInUser(context.app)
    const partner = await createOrganization(context.app, partnerOwner)
    const stranger = await signedInUser(context.app)
    const theirs = await createOrganization(context.app, stranger)
    // The partner lends an organizer seat so that one person can list the performer with both.
    await addToTeam(context.app, partnerOwner, partner.ID, mineOwner, 'organizer')
    const performer = (await postPerformer(mineOwner, [mine.ID, partner.ID])).json()
    await send(context.app, partnerOwner, 'DELETE', `/account/organizer/${partner.ID}/${mineOwner.user.ID}`)

    const put = (person: Person, ids: string[], fields: Record<string, unknown> = {}) =>
      send(context.app, person, 'PUT', `/performer/${performer.ID}`, performerPayload(ids, fields))
    const kept = await put(mineOwner, [mine.ID, partner.ID], { FirstName: 'Sabina', LastName: 'Yasmin' })
    expect(kept.statusCode).toBe(200)
    expect(kept.json()).toMatchObject({ FirstName: 'Sabina', LastName: 'Yasmin' })
    expect(kept.json().Organizations).toHaveLength(2)
    expect((await put(mineOwner, [mine.ID, theirs.ID])).statusCode).toBe(403)
    expect((await put(stranger, [theirs.ID])).statusCode).toBe(403)
    const byPartner = await put(partnerOwner, [partner.ID])
    expect(byPartner.json().Organizations).toEqual([{ ID: partner.ID, Name: partner.Name }])
    expect((await put(mineOwner, [mine.ID])).statusCode).toBe(403)
  })

  it('is refused to anonymous callers and answers 404 for an unknown performer', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const payload = performerPayload([account.ID])
    expect(
      (await send(context.app, undefined, 'PUT', `/performer/${crypto.randomUUID()}`, payload)).statusCode,
    ).toBe(401)
    expect(
      (await send(context.app, owner, 'PUT', `/performer/${crypto.randomUUID()}`, payload)).statusCode,
    ).toBe(404)
  })
})
