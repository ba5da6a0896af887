// The confirmation mail carries the order's tickets as a PDF, small enough for a phone on a slow network.
import { describe, expect, it } from 'vitest'
import { jobHandlersOf } from '../../app.ts'
import { signedInUser, uniqueName } from '../../testing/identity-fixtures.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import { pdfPageCount, pdfText } from '../../testing/pdf-tools.ts'
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

describe('the confirmation mail', () => {
  it('carries the four tickets as tickets-<order>.pdf, the mail under 300 KB', async () => {
    const { event, ticket } = await sellingOrganization(context.app, 0)
    const email = `${uniqueName('buyer')}@example.com`
    const buyer = await signedInUser(context.app, { Email: email, FirstName: 'Rahim' })
    const bought = await context.app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: buyer.headers,
      payload: { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 4 }], PaymentMethod: 'free' },
    })
    expect(bought.statusCode).toBe(200)
    const purchase = bought.json() as { ID: string; Items: { ShortCode: string }[] }
    await sendMail()

    const mail = catcher().received.find(
      (received) => received.to[0] === email && received.raw.includes('Subject: Your tickets'),
    )
    if (!mail) throw new Error('no mail')
    expect(mail.raw.length).toBeLessThan(300_000)
    const name = `tickets-${purchase.ID.slice(0, 8).toUpperCase()}.pdf`
    const pdf = attachmentOf(mail.raw, name)
    if (!pdf) throw new Error(`no ${name} in the mail`)
    expect(pdf.length).toBeLessThan(200_000)
    expect(pdfPageCount(pdf)).toBe(4)
    expect(pdfText(pdf)).toContain('Baul Night')
  })
})
