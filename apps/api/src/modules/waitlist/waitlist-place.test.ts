import { describe, expect, it } from 'vitest'
import { attendeeFixtures, intl, offerToken } from '../../testing/attendee-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { offerMail, offerSms } from './waitlist-messages.ts'

// The waiting-list box of the page that joined reads its place again: an offer shows there, not only in the SMS.
const context = useListeningTestApp({ waitlistOfferMinutes: 30 })
const { post, phone, soldOutTicket, buy, outbox, sweep, expire } = attendeeFixtures(context)

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ url: `/api${url}`, headers })

describe('a place on the waiting list, read by the page that joined it', () => {
  it('shows the offer with its time left, hands over the offer link, and says when the offer ended', async () => {
    const { event, ticket } = await soldOutTicket(50000, 1)
    const held = await buy(event.id, ticket.id, 'bkash')
    const mine = phone()
    const email = `mita${crypto.randomUUID().slice(0, 8)}@example.com`
    const joined = await post('/waitlist', {
      TicketID: ticket.id,
      FirstName: 'Mita',
      Phone: mine,
      Email: email,
      Language: 'bn',
    })
    const { ID, LeaveToken } = joined.json() as { ID: string; LeaveToken: string }
    const place = `/waitlist/${ID}?token=${encodeURIComponent(LeaveToken)}`
    expect((await get(place)).json()).toEqual({
      ID,
      TicketID: ticket.id,
      Status: 'waiting',
      Position: 1,
      OfferExpiresAt: null,
      Seated: false,
    })
    // Anyone without the place's token is told it does not exist.
    expect((await get(`/waitlist/${ID}`)).statusCode).toBe(404)
    expect((await get(`/waitlist/${ID}?token=${'A'.repeat(43)}`)).statusCode).toBe(404)
    const stranger = await signedInUser(context.app)
    expect((await get(`/waitlist/${ID}`, stranger.headers)).statusCode).toBe(404)
    expect((await post(`/waitlist/${ID}/offer`, {}, stranger.headers)).statusCode).toBe(404)
    expect((await post(`${place}`.replace('?', '/offer?'), {})).json().code).toBe('OFFER_ENDED')

    await expire(held.response.json().ID)
    const before = Date.now()
    await sweep()
    const offered = (await get(place)).json()
    expect(offered).toMatchObject({ Status: 'offered', Position: 1 })
    const left = new Date(offered.OfferExpiresAt).getTime() - before
    expect(left).toBeGreaterThan(29 * 60_000)
    expect(left).toBeLessThanOrEqual(31 * 60_000)

    // A counted ticket: the SMS and the mail offer a ticket, not a seat, and name it.
    const all = await outbox()
    const sms = all.find((message) => message.to === intl(mine))
    expect(sms?.body).toMatch(/^Mela: .+-এর একটি টিকিট ৩০ মিনিট আপনার জন্য রাখা আছে: /)
    const mail = all.find((message) => message.to === email)
    expect(mail?.subject).toMatch(/-এর একটি টিকিট ৩০ মিনিটের জন্য আপনার$/)
    expect(mail?.body).toContain(`একটি টিকিট (${ticket.section} ${ticket.category}) পাওয়া গেছে`)

    // The page is handed the offer's own link: the SMS's token, opening the held purchase without a sign-in.
    const link = await post(place.replace('?', '/offer?'), {})
    expect(link.statusCode).toBe(200)
    const path = new URL(link.json().Path, 'http://mela.test')
    expect(path.searchParams.get('offer')).toBe(offerToken(sms?.body ?? ''))
    const purchaseId = path.pathname.split('/').pop()
    const opened = await get(`/purchase/${purchaseId}?access=${path.searchParams.get('access')}`)
    expect(opened.json()).toMatchObject({ ID: purchaseId, Status: 'pending' })
    const claimed = await post('/waitlist/claim', { Offer: path.searchParams.get('offer') })
    expect(claimed.json().PaymentURL).toBeTruthy()

    // The hold runs out: the box says so at once, before the sweep moves the list on.
    await expire(purchaseId ?? '')
    expect((await get(place)).json()).toMatchObject({ Status: 'expired', Position: 0, OfferExpiresAt: null })
    expect((await post(place.replace('?', '/offer?'), {})).json().code).toBe('OFFER_ENDED')
  })

  it('is read by the signed-in person who joined it, without the token', async () => {
    const { event, ticket } = await soldOutTicket(0, 1)
    await buy(event.id, ticket.id, 'free')
    const person = await signedInUser(context.app)
    const joined = await post(
      '/waitlist',
      { TicketID: ticket.id, FirstName: 'Rafi', Phone: phone() },
      person.headers,
    )
    const read = await get(`/waitlist/${joined.json().ID}`, person.headers)
    expect(read.json()).toMatchObject({ Status: 'waiting', Position: 1 })
  })
})

describe('the offer words', () => {
  const values = { name: 'Mita', event: 'Baul Night', ticket: 'Gallery Regular', minutes: 30, link: 'L' }

  it('speak of a seat only where the ticket is seated, in both languages', () => {
    expect(offerSms('en', 'seat', values)).toBe(
      'Mela: a seat for Baul Night is held for you for 30 minutes: L',
    )
    expect(offerSms('en', 'ticket', values)).toBe(
      'Mela: a ticket for Baul Night is held for you for 30 minutes: L',
    )
    expect(offerSms('bn', 'ticket', values)).toBe(
      'Mela: Baul Night-এর একটি টিকিট ৩০ মিনিট আপনার জন্য রাখা আছে: L',
    )
    expect(offerSms('bn', 'seat', values)).toContain('একটি আসন')
    const ticketMail = offerMail('en', 'ticket', 'm@example.com', values)
    expect(ticketMail.subject).toBe('A ticket for Baul Night is yours for 30 minutes')
    expect(ticketMail.text).toContain('A ticket for Baul Night (Gallery Regular) freed up')
    expect(ticketMail.text).toContain('Take my ticket: L')
    expect(ticketMail.text).not.toMatch(/seat/i)
    expect(offerMail('en', 'seat', 'm@example.com', values).subject).toBe(
      'A seat for Baul Night is yours for 30 minutes',
    )
    expect(offerMail('bn', 'ticket', 'm@example.com', values).text).not.toContain('আসন')
  })
})
