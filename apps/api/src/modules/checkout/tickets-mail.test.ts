// The confirmation mail carries the order's tickets as a PDF, small enough for a phone on a slow network, in
// English as in Bengali (whose font weighs the most), and a signed-out link to download it again.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { jobHandlersOf } from '../../app.ts'
import { events, tickets } from '../../db/schema.ts'
import { signedInUser, uniqueName } from '../../testing/identity-fixtures.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import { pdfFonts, pdfPageCount, pdfText } from '../../testing/pdf-tools.ts'
import { useSmtpReceiver } from '../../testing/smtp-receiver.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { runDueJobs } from '../jobs/job-queue.ts'
import { createMailTransport } from '../messages/mail-transport.ts'
import { messageJobHandlers } from '../messages/message-jobs.ts'
import { createSmsProvider } from '../messages/sms-transport.ts'

const context = useTestApp()
const { catcher, cleanups } = useSmtpReceiver()

/** Runs the queued jobs, mail going to the test's SMTP server. */
async function sendMail() {
  const db = context.app.database.db
  const smtp = createMailTransport({ ...context.app.config, smtpUrl: catcher().url }, db)
  cleanups.push(() => smtp.close?.())
  const handlers = {
    ...jobHandlersOf(context.app),
    ...messageJobHandlers(smtp, createSmsProvider({ ...context.app.config, smsUrl: undefined }, db)),
  }
  while ((await runDueJobs(db, handlers)) > 0) {}
}

/** The attachment named `name` in a raw MIME message, decoded. */
function attachmentOf(raw: string, name: string): Buffer | undefined {
  const part = raw.split(/\r?\n--/).find((candidate) => candidate.includes(`filename=${name}`))
  const body = part
    ?.split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
  return body ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : undefined
}

/** The decoded body of the raw MIME message's first part of `type` (quoted-printable or base64, as nodemailer writes it). */
function textPartOf(raw: string, type: 'text/plain' | 'text/html'): string {
  const part = raw.split(/\r?\n--/).find((candidate) => candidate.includes(`Content-Type: ${type}`))
  if (!part) throw new Error(`no ${type} part`)
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(head)) return body
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** The signed-out PDF link in the mail's text, as a path the test app answers. */
function pdfLinkIn(text: string): string {
  const link = /https?:\/\/\S+?(\/api\/purchase\/\S+\/tickets\.pdf\?access=[\w-]+&lang=(?:en|bn))/.exec(
    text,
  )?.[1]
  if (!link) throw new Error(`no PDF link in: ${text}`)
  return link
}

/**
 * Four free tickets bought by a signed-in buyer, their confirmation sent: the mail (under 300 KB) and its PDF
 * (under 200 KB, a page a ticket).
 */
async function fourTicketsMailed(
  ticketId: string,
  eventId: string,
  headers: Record<string, string>,
  email: string,
) {
  const bought = await context.app.inject({
    method: 'POST',
    url: '/api/purchase',
    headers,
    payload: { EventID: eventId, Tickets: [{ TicketID: ticketId, Quantity: 4 }], PaymentMethod: 'free' },
  })
  expect(bought.statusCode).toBe(200)
  const purchase = bought.json() as { ID: string }
  await sendMail()
  const mail = catcher().received.find(
    (received) => received.to[0] === email && received.raw.includes('filename=tickets-'),
  )
  if (!mail) throw new Error('no mail')
  expect(mail.raw.length).toBeLessThan(300_000)
  const name = `tickets-${purchase.ID.slice(0, 8).toUpperCase()}.pdf`
  const pdf = attachmentOf(mail.raw, name)
  if (!pdf) throw new Error(`no ${name} in the mail`)
  expect(pdf.length).toBeLessThan(200_000)
  expect(pdfPageCount(pdf)).toBe(4)
  return { purchase, mail, name, pdf }
}

describe('the confirmation mail', () => {
  it('carries the four tickets as tickets-<order>.pdf, the mail under 300 KB', async () => {
    const { event, ticket } = await sellingOrganization(context.app, 0)
    const email = `${uniqueName('buyer')}@example.com`
    const buyer = await signedInUser(context.app, { Email: email, FirstName: 'Rahim' })
    const { purchase, mail, name, pdf } = await fourTicketsMailed(ticket.id, event.id, buyer.headers, email)
    expect(pdfText(pdf)).toContain('Baul Night')

    // A line names the attachment; its link downloads the same tickets without signing in.
    const text = textPartOf(mail.raw, 'text/plain')
    expect(text).toContain(`Your tickets are attached as ${name}, one a page`)
    const link = pdfLinkIn(text)
    expect(link).toMatch(
      new RegExp(`^/api/purchase/${purchase.ID}/tickets\\.pdf\\?access=[\\w-]{24}&lang=en$`),
    )
    expect(textPartOf(mail.raw, 'text/html')).toContain(`${link.replace('&', '&amp;')}">Download the PDF</a>`)
    const downloaded = await context.app.inject({ url: link })
    expect(downloaded.statusCode).toBe(200)
    expect(pdfPageCount(downloaded.rawPayload)).toBe(4)
  })

  it('stays small for four Bengali tickets, the Bengali font embedded, and names its PDF in Bengali', async () => {
    const { event, ticket } = await sellingOrganization(context.app, 0)
    const db = context.app.database.db
    await db
      .update(events)
      .set({ bn: { Title: 'রবীন্দ্রসংগীত সন্ধ্যা', Venue: 'শিল্পকলা একাডেমি, ঢাকা', Description: null } })
      .where(eq(events.id, event.id))
    await db
      .update(tickets)
      .set({ bn: { Section: 'সাধারণ', Category: 'প্রাপ্তবয়স্ক' } })
      .where(eq(tickets.id, ticket.id))
    const email = `${uniqueName('kreta')}@example.com`
    const buyer = await signedInUser(context.app, {
      Email: email,
      FirstName: 'নুসরাত',
      LastName: 'জাহান',
      Language: 'bn',
    })
    const { mail, name, pdf } = await fourTicketsMailed(ticket.id, event.id, buyer.headers, email)
    const printed = pdfText(pdf)
    for (const words of ['রবীন্দ্রসংগীত সন্ধ্যা', 'সাধারণ · প্রাপ্তবয়স্ক', 'নুসরাত জাহান']) expect(printed).toContain(words)
    expect(pdfFonts(pdf)).toMatch(/NotoSansBengali/)

    const text = textPartOf(mail.raw, 'text/plain')
    expect(text).toContain(`আপনার টিকিট ${name} ফাইলে সংযুক্ত`)
    expect(pdfLinkIn(text)).toMatch(/&lang=bn$/)
    expect(textPartOf(mail.raw, 'text/html')).toContain('">PDF ডাউনলোড করুন</a>')
  })
})
