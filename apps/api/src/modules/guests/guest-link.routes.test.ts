import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { describe, expect, it } from 'vitest'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

const context = useTestApp()

/** An owner's event with one ticket type, an owner's guest on it, and a link with a quota of `quota` seats. */
async function linkWithQuota(quota?: number) {
  const app = context.app
  const { owner, account, event } = await organizerWithEvent(app)
  const ticket = await createTicket(app, owner, event.id, { Capacity: 100 })
  const ownersGuest = await send(app, owner, 'POST', '/guest', {
    EventID: event.id,
    FirstName: 'Owner',
    LastName: 'Friend',
    Phone: '01711111111',
    Email: 'vip@example.com',
  })
  const made = await send(app, owner, 'POST', '/guest/link', {
    EventID: event.id,
    Label: 'DJ Rafi',
    Quota: quota,
  })
  if (made.statusCode !== 200) throw new Error(`link failed: ${made.body}`)
  return {
    owner,
    account,
    event,
    ticket,
    ownersGuest: ownersGuest.json() as { ID: string },
    link: made.json() as { ID: string; AccessCode: string },
  }
}

describe('a guest list link', () => {
  it('shows the list to a signed-in promoter, who adds guests up to the quota', async () => {
    const { owner, event, link } = await linkWithQuota(3)
    const promoter = await signedInUser(context.app)
    const seen = await send(context.app, promoter, 'GET', `/guest/access/${link.AccessCode}`)
    expect(seen.statusCode).toBe(200)
    expect(seen.json()).toMatchObject({
      Event: { ID: event.id },
      Link: { Label: 'DJ Rafi', Quota: 3, Used: 0 },
      // The organizer's own guest is not the promoter's to read.
      Items: [],
      Total: 0,
    })

    const add = (FirstName: string, Quantity: number) =>
      send(context.app, promoter, 'POST', `/guest/access/${link.AccessCode}`, {
        FirstName,
        Phone: '01922222222',
        Quantity,
      })
    const first = await add('Rafi crew', 2)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ LinkID: link.ID, Phone: '+8801922222222' })
    const over = await add('One too many', 2)
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({
      code: 'GUEST_QUOTA',
      message: 'Seats this link may still add: 1',
      params: { left: 1 },
    })
    expect((await add('Last one', 1)).statusCode).toBe(200)

    const links = await send(context.app, owner, 'GET', `/guest/link?eventId=${event.id}`)
    expect(links.json()).toMatchObject([{ ID: link.ID, Used: 3, Quota: 3, RevokedAt: null }])
  })

  it("never answers a guest it did not add: not the organizer's, not another link's, whatever is asked", async () => {
    const { owner, event, ownersGuest, link } = await linkWithQuota()
    const other = await send(context.app, owner, 'POST', '/guest/link', { EventID: event.id })
    const otherCode = (other.json() as { AccessCode: string }).AccessCode
    const promoter = await signedInUser(context.app)
    const rival = await signedInUser(context.app)
    const viaOther = await send(context.app, rival, 'POST', `/guest/access/${otherCode}`, {
      FirstName: 'Rival guest',
      Phone: '01933333333',
      Email: 'rival@example.com',
    })
    expect(viaOther.statusCode).toBe(200)
    const rivalsGuest = viaOther.json() as { ID: string }

    for (const GuestID of [ownersGuest.ID, rivalsGuest.ID]) {
      // Sending someone else's GuestID again, as a retry would: neither that guest nor their contacts come back.
      const answer = await send(context.app, promoter, 'POST', `/guest/access/${link.AccessCode}`, {
        FirstName: 'Probe',
        GuestID,
      })
      expect(answer.statusCode).toBe(409)
      expect(answer.body).not.toMatch(/01711111111|vip@example|01933333333|rival@example|Owner|Rival/)
    }
    for (const Search of ['', '0171', '01933', 'vip', 'rival', 'Owner']) {
      const seen = await send(
        context.app,
        promoter,
        'GET',
        `/guest/access/${link.AccessCode}?Search=${Search}`,
      )
      expect(seen.statusCode).toBe(200)
      expect(seen.json()).toMatchObject({ Items: [], Total: 0, Seats: 0 })
    }

    // Its own guest, sent twice, is answered in full both times and added once.
    const GuestID = crypto.randomUUID()
    const mine = { FirstName: 'Mine', Phone: '01944444444', GuestID }
    for (let i = 0; i < 2; i++) {
      const added = await send(context.app, promoter, 'POST', `/guest/access/${link.AccessCode}`, mine)
      expect(added.json()).toMatchObject({ ID: GuestID, Phone: '+8801944444444' })
    }
    const seen = await send(context.app, promoter, 'GET', `/guest/access/${link.AccessCode}?Search=01944`)
    expect(seen.json()).toMatchObject({
      Items: [{ ID: GuestID, Phone: '+8801944444444' }],
      Total: 1,
      Seats: 1,
    })
    // The organizer still reads every guest with their contacts.
    const all = await send(context.app, owner, 'GET', `/guest?eventId=${event.id}`)
    expect(all.json()).toMatchObject({ Total: 3 })
  })

  it('opens nothing once revoked', async () => {
    const { owner, link } = await linkWithQuota()
    const promoter = await signedInUser(context.app)
    expect((await send(context.app, owner, 'DELETE', `/guest/link/${link.ID}`)).statusCode).toBe(204)
    const seen = await send(context.app, promoter, 'GET', `/guest/access/${link.AccessCode}`)
    expect(seen.statusCode).toBe(404)
    expect(seen.json()).toMatchObject({ code: 'GUEST_LINK_GONE', message: ERROR_TEXTS.GUEST_LINK_GONE })
    const add = await send(context.app, promoter, 'POST', `/guest/access/${link.AccessCode}`, {
      FirstName: 'X',
    })
    expect(add.statusCode).toBe(404)
  })

  it('needs a signed-in holder and a real code', async () => {
    const { link } = await linkWithQuota()
    const promoter = await signedInUser(context.app)
    expect((await send(context.app, undefined, 'GET', `/guest/access/${link.AccessCode}`)).statusCode).toBe(
      401,
    )
    expect((await send(context.app, promoter, 'GET', '/guest/access/AAAAAAAAAAAAAAAA')).statusCode).toBe(404)
    expect((await send(context.app, promoter, 'GET', '/guest/access/%00')).statusCode).toBe(400)
  })

  it('is made and revoked by guest_manage only', async () => {
    const { owner, account, event, link } = await linkWithQuota()
    const usher = await signedInUser(context.app)
    const stranger = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, usher, 'collaborator')
    for (const person of [usher, stranger]) {
      expect((await send(context.app, person, 'POST', '/guest/link', { EventID: event.id })).statusCode).toBe(
        403,
      )
      expect((await send(context.app, person, 'DELETE', `/guest/link/${link.ID}`)).statusCode).toBe(403)
      expect((await send(context.app, person, 'GET', `/guest/link?eventId=${event.id}`)).statusCode).toBe(403)
    }
    expect(
      (await send(context.app, owner, 'POST', '/guest/link', { EventID: event.id, Quota: 0 })).statusCode,
    ).toBe(400)
  })

  it.skipIf(!onPostgres)(
    "answers one GuestID sent through two links at once to the link that added it, and not the other's contacts",
    async () => {
      const { owner, event, link } = await linkWithQuota()
      const other = (await send(context.app, owner, 'POST', '/guest/link', { EventID: event.id })).json() as {
        AccessCode: string
      }
      const [first, second] = await Promise.all([signedInUser(context.app), signedInUser(context.app)])
      const GuestID = crypto.randomUUID()
      const answers = await Promise.all(
        [
          [first, link.AccessCode, '01955555555'],
          [second, other.AccessCode, '01966666666'],
        ].map(([promoter, code, Phone], index) =>
          send(context.app, promoter as typeof first, 'POST', `/guest/access/${code}`, {
            FirstName: `Guest ${index}`,
            Phone,
            GuestID,
          }),
        ),
      )
      const [won, lost] = answers[0]?.statusCode === 200 ? answers : [...answers].reverse()
      expect(won?.statusCode).toBe(200)
      expect(lost?.statusCode).toBe(409)
      expect(lost?.body).not.toMatch(/0195555|0196666|Guest \d/)
    },
  )

  it.skipIf(!onPostgres)(
    'lets two promoters racing for the last seats of a quota take them once',
    async () => {
      const { link } = await linkWithQuota(5)
      const promoters = await Promise.all(Array.from({ length: 8 }, () => signedInUser(context.app)))
      const answers = await Promise.all(
        promoters.map((promoter, index) =>
          send(context.app, promoter, 'POST', `/guest/access/${link.AccessCode}`, {
            FirstName: `Guest ${index}`,
            Quantity: 2,
          }),
        ),
      )
      const codes = answers.map((answer) => answer.statusCode).sort()
      expect(codes.filter((code) => code === 200)).toHaveLength(2)
      expect(codes.filter((code) => code === 409)).toHaveLength(6)
    },
  )
})
