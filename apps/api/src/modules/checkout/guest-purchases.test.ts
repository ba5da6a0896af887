import { describe, expect, it } from 'vitest'
import { guestTakesFreeSeat } from '../../testing/checkout-fixtures.ts'
import {
  deliverMessages,
  lastMessageTo,
  signedInUser,
  tokenFromLink,
  uniqueName,
} from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { issueAccessLink } from './purchase-access.ts'

// A guest buys on one device and opens the tickets on another: from the confirmation link, or by signing in later.
const context = useTestApp()
const get = (url: string, headers?: Record<string, string>) => context.app.inject({ url, headers })

async function guestBuys(email: string, phone = '01711122233') {
  const bought = await guestTakesFreeSeat(context.app, { Phone: phone, Email: email })
  await deliverMessages(context.app)
  return bought
}

/** The path and query of the purchase link in a message. */
function linkIn(text: string | undefined): string {
  const match = text?.match(/http:\/\/localhost:3000(\/purchase\/view\/[^\s]+)/)
  if (!match?.[1]) throw new Error(`No purchase link in: ${text}`)
  return match[1]
}
const apiOf = (link: string) => `/api${link.replace('/view/', '/')}`

describe('the confirmation link', () => {
  it('opens the tickets without a session until the buyer revokes it; a wrong link is a missing purchase', async () => {
    const email = `${uniqueName('guest')}@example.com`
    const purchase = await guestBuys(email)
    const mailed = linkIn((await lastMessageTo(context.app, email))?.body)
    expect(mailed).toMatch(new RegExp(`^/purchase/view/${purchase.ID}\\?access=`))
    expect(linkIn((await lastMessageTo(context.app, '+8801711122233'))?.body)).toBe(mailed)

    const opened = await get(apiOf(mailed))
    expect(opened.statusCode).toBe(200)
    expect(opened.json().Items.map((item: { Code: string }) => item.Code)).toEqual(
      purchase.Items.map((item) => item.Code),
    )
    expect((await get(`/api/purchase/${purchase.ID}?access=${'x'.repeat(32)}`)).statusCode).toBe(404)
    expect((await get(`/api/purchase/${purchase.ID}`)).statusCode).toBe(401)

    const stranger = await signedInUser(context.app)
    const revokeAsStranger = { method: 'DELETE' as const, url: `/api/purchase/${purchase.ID}/access` }
    expect((await context.app.inject({ ...revokeAsStranger, headers: stranger.headers })).statusCode).toBe(
      404,
    )
    const revoked = await context.app.inject({
      ...revokeAsStranger,
      headers: { authorization: purchase.authToken },
    })
    expect(revoked.statusCode).toBe(204)
    expect((await get(apiOf(mailed))).statusCode).toBe(404)
    // The guest's own session still sees it.
    expect(
      (await get(`/api/purchase/${purchase.ID}`, { authorization: purchase.authToken })).statusCode,
    ).toBe(200)
  })
})

describe("a guest's messages", () => {
  it('come in the language they bought in', async () => {
    const email = `${uniqueName('guest')}@example.com`
    await guestTakesFreeSeat(context.app, { Phone: '01711122277', Email: email }, 'bn')
    await deliverMessages(context.app)
    const mail = await lastMessageTo(context.app, email)
    expect(mail?.subject).toMatch(/^আপনার টিকিট: /)
    const sms = (await lastMessageTo(context.app, '+8801711122277'))?.body
    expect(sms).toMatch(/^Mela: .+-এর ১টি টিকিট নিশ্চিত।/)
    // Opened in a browser that never saw Mela (another phone), the link's page reads as the message did.
    expect(linkIn(sms)).toMatch(/\?access=[\w-]{24}&lang=bn$/)
    expect(linkIn(mail?.body)).toMatch(/&lang=bn$/)
    // The mail links its PDF too; the SMS links only the ticket page (which offers the PDF): the PDF's link
    // would make a Bengali SMS two parts longer.
    expect(mail?.body).toMatch(/\/api\/purchase\/[\w-]+\/tickets\.pdf\?access=[\w-]{24}&lang=bn\n/)
    expect(sms).not.toContain('tickets.pdf')

    const english = `${uniqueName('guest')}@example.com`
    await guestTakesFreeSeat(context.app, { Phone: '01711122288', Email: english })
    await deliverMessages(context.app)
    const englishMail = await lastMessageTo(context.app, english)
    expect(englishMail?.subject).toMatch(/^Your tickets: /)
    expect(englishMail?.body).toContain('Your ticket for ')
    expect(linkIn(englishMail?.body)).toMatch(/&lang=en$/)
    expect((await lastMessageTo(context.app, '+8801711122288'))?.body).toMatch(
      /^Mela: 1 ticket for .+ confirmed\. Door code: [\w-]+\. Show its QR code at the gate: /,
    )
  })
})

describe('links sent later', () => {
  it("leave the confirmation's link working (an offer, an organizer's message); revoking ends them all", async () => {
    const email = `${uniqueName('guest')}@example.com`
    const purchase = await guestBuys(email, '01711122244')
    const confirmation = linkIn((await lastMessageTo(context.app, email))?.body)
    const later = new URL(
      await issueAccessLink(context.app.database.db, 'http://localhost:3000', purchase.ID),
    )
    const laterLink = `${later.pathname}${later.search}`
    expect(laterLink).not.toBe(confirmation)
    expect((await get(apiOf(confirmation))).statusCode).toBe(200)
    expect((await get(apiOf(laterLink))).statusCode).toBe(200)

    const revoked = await context.app.inject({
      method: 'DELETE',
      url: `/api/purchase/${purchase.ID}/access`,
      headers: { authorization: purchase.authToken },
    })
    expect(revoked.statusCode).toBe(204)
    expect((await get(apiOf(confirmation))).statusCode).toBe(404)
    expect((await get(apiOf(laterLink))).statusCode).toBe(404)
  })

  it('never open another purchase', async () => {
    const mine = await guestBuys(`${uniqueName('guest')}@example.com`, '01711122255')
    const theirs = await guestBuys(`${uniqueName('guest')}@example.com`, '01711122266')
    const link = new URL(await issueAccessLink(context.app.database.db, 'http://localhost:3000', mine.ID))
    const token = link.searchParams.get('access') ?? ''
    expect((await get(`/api/purchase/${theirs.ID}?access=${token}`)).statusCode).toBe(404)
  })
})

describe("a guest's purchases after signing up", () => {
  it('appear under my tickets once I verify the e-mail they were bought with, never by phone alone', async () => {
    const email = `${uniqueName('guest')}@example.com`
    const purchase = await guestBuys(email, '01799988877')
    const mine = async (headers: Record<string, string>) =>
      (await get('/api/purchase', headers)).json().Items.map((item: { ID: string }) => item.ID)

    const samePhone = await signedInUser(context.app, { Phone: '01799988877' })
    expect(await mine(samePhone.headers)).toEqual([])

    const me = await signedInUser(context.app, { Email: email })
    expect(await mine(me.headers)).toEqual([])
    expect((await get(`/api/purchase/${purchase.ID}`, me.headers)).statusCode).toBe(404)

    await deliverMessages(context.app)
    const token = tokenFromLink((await lastMessageTo(context.app, email))?.body ?? '')
    const verified = await context.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { Token: token },
    })
    expect(verified.json().EmailVerified).toBe(true)
    expect(await mine(me.headers)).toEqual([purchase.ID])
    const opened = await get(`/api/purchase/${purchase.ID}`, me.headers)
    expect(opened.json().Items[0].Code).toBe(purchase.Items[0]?.Code)
  })
})
