import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { eventPerformers, performers } from '../../db/schema.ts'
import { insertEvent, send } from '../../testing/catalog-fixtures.ts'
import { login, signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam, createOrganization, type Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const SUPERUSER_PASSWORD = 'Superuser2026x'
const context = useTestApp({ superuserPassword: SUPERUSER_PASSWORD })

const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY)

async function performerOf(person: Person, accountId: string, FirstName: string, LastName = '') {
  const response = await send(context.app, person, 'POST', '/performer', {
    FirstName,
    LastName,
    Organizations: [{ ID: accountId }],
  })
  return response.json() as { ID: string }
}

describe('a performer page', () => {
  it('is public and lists upcoming published, listed events soonest first', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const performer = await performerOf(owner, account.ID, 'Arnob')
    const db = context.database.db
    const at = (days: number) => ({ startsAt: daysFromNow(days), endsAt: daysFromNow(days + 0.1) })
    const later = await insertEvent(db, account.ID, { title: 'Later', ...at(20), online: true })
    const sooner = await insertEvent(db, account.ID, { title: 'Sooner', ...at(2) })
    const running = await insertEvent(db, account.ID, {
      title: 'Running',
      startsAt: daysFromNow(-0.1),
      endsAt: daysFromNow(0.1),
    })
    const hiddenOnes = [
      await insertEvent(db, account.ID, { ...at(3), visibility: 'private' }),
      await insertEvent(db, account.ID, { ...at(3), publishedAt: null }),
      await insertEvent(db, account.ID, { ...at(-3) }),
    ]
    for (const event of [later, sooner, running, ...hiddenOnes])
      await db.insert(eventPerformers).values({ eventId: event.id, performerId: performer.ID })

    const page = await send(context.app, undefined, 'GET', `/performer/${performer.ID}`)
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({ FirstName: 'Arnob', Organizations: [{ ID: account.ID }] })
    expect(page.json().UpcomingEvents.map((e: { Title: string }) => e.Title)).toEqual([
      'Running',
      'Sooner',
      'Later',
    ])
    expect(page.json().UpcomingEvents[2]).toMatchObject({
      ID: later.id,
      Online: true,
      Venue: 'Shilpakala Academy',
      District: 'dhaka',
    })
  })

  it('of a hidden performer is 404 to everyone but the superuser', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const performer = await performerOf(owner, account.ID, 'Hidden')
    await context.database.db
      .update(performers)
      .set({ hiddenAt: new Date() })
      .where(eq(performers.id, performer.ID))
    expect((await send(context.app, undefined, 'GET', `/performer/${performer.ID}`)).statusCode).toBe(404)
    expect((await send(context.app, owner, 'GET', `/performer/${performer.ID}`)).statusCode).toBe(404)
    const superuser = await login(context.app, 'superuser', SUPERUSER_PASSWORD)
    const headers = { authorization: superuser.authToken }
    const seen = await context.app.inject({ url: `/api/performer/${performer.ID}`, headers })
    expect(seen.statusCode).toBe(200)
  })

  it('is 404 for an unknown performer', async () => {
    expect((await send(context.app, undefined, 'GET', '/performer/nobody')).statusCode).toBe(404)
  })
})

describe('performer lists', () => {
  it('show an organization’s performers to its team only', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    await performerOf(owner, account.ID, 'Shayan')
    await performerOf(owner, account.ID, 'Ayub', 'Bachchu')
    const collaborator = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
    const list = await send(context.app, collaborator, 'GET', `/performer?OrganizationID=${account.ID}`)
    expect(list.json().map((p: { FirstName: string }) => p.FirstName)).toEqual(['Ayub', 'Shayan'])
    const outsider = await signedInUser(context.app)
    expect(
      (await send(context.app, outsider, 'GET', `/performer?OrganizationID=${account.ID}`)).statusCode,
    ).toBe(403)
    expect(
      (await send(context.app, undefined, 'GET', `/performer?OrganizationID=${account.ID}`)).statusCode,
    ).toBe(401)
  })

  it('pick from the performers of my organizations by any part of the name, visible ones only', async () => {
    const owner = await signedInUser(context.app)
    const mine = await createOrganization(context.app, owner)
    const stranger = await signedInUser(context.app)
    const theirs = await createOrganization(context.app, stranger)
    await performerOf(owner, mine.ID, 'Habib', 'Wahid')
    await performerOf(owner, mine.ID, 'মমতাজ', 'বেগম')
    await performerOf(stranger, theirs.ID, 'Habiba', 'Stranger')
    const hidden = await performerOf(owner, mine.ID, 'Habibur', 'Hidden')
    await context.database.db
      .update(performers)
      .set({ hiddenAt: new Date() })
      .where(eq(performers.id, hidden.ID))
    const names = async (search: string) =>
      (await send(context.app, owner, 'GET', `/performer?Search=${encodeURIComponent(search)}`))
        .json()
        .map((p: { FirstName: string; LastName: string }) => `${p.FirstName} ${p.LastName}`)
    expect(await names('HABIB')).toEqual(['Habib Wahid'])
    expect(await names('b wa')).toEqual(['Habib Wahid'])
    expect(await names('বেগম')).toEqual(['মমতাজ বেগম'])
    expect(await names('%')).toEqual([])
    expect(await names('')).toHaveLength(2)
    expect((await send(context.app, undefined, 'GET', '/performer?Search=Habib')).statusCode).toBe(401)
  })

  it('answer at most 20 picks', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    for (let i = 0; i < 22; i++) await performerOf(owner, account.ID, `Band ${String.fromCharCode(65 + i)}`)
    const response = await send(context.app, owner, 'GET', '/performer?Search=band')
    expect(response.json()).toHaveLength(20)
  })
})
