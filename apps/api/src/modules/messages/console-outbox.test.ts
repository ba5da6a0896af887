import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliverMessages, register, uniqueName } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// As `npm start` runs (production: no /dev/outbox page) with no SMTP_URL and no SMS_URL.
const context = useTestApp({ devOutbox: false, smtpUrl: undefined, smsUrl: undefined })

function printed() {
  const write = vi.spyOn(process.stdout, 'write')
  return () => write.mock.calls.map(([text]) => String(text)).join('')
}
afterEach(() => vi.restoreAllMocks())

describe('mail and SMS without a provider or an outbox page', () => {
  it('are printed on the console, so a newcomer can confirm their e-mail address', async () => {
    expect((await context.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404)
    const output = printed()
    const email = `${uniqueName()}@example.com`
    await register(context.app, { Email: email })
    await deliverMessages(context.app)
    expect(output()).toContain(`── Mail to ${email} (no SMTP_URL: not sent, kept in the outbox) ──`)
    expect(output()).toMatch(/Subject: Confirm your e-mail address for Mela[\s\S]*\/verify-email\?token=/)
  })

  it('prints a text message with its number', async () => {
    const output = printed()
    await context.app.sms.send({ to: '+8801711000111', text: 'Your code is 123456' })
    expect(output()).toContain(
      '── SMS to +8801711000111 (no SMS_URL: not sent, kept in the outbox) ──\nYour code is 123456',
    )
  })
})
