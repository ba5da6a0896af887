import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../config.ts'
import { deliverMessages, register, uniqueName } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// As `DEV_OUTBOX=true npm start` runs with no SMTP_URL and no SMS_URL: the console and the outbox page both.
const context = useTestApp({
  devOutbox: true,
  messagesOnConsole: true,
  smtpUrl: undefined,
  smsUrl: undefined,
})

function printed() {
  const write = vi.spyOn(process.stdout, 'write')
  return () => write.mock.calls.map(([text]) => String(text)).join('')
}
afterEach(() => vi.restoreAllMocks())

describe('mail and SMS without a provider', () => {
  it('are printed on the console and listed on /dev/outbox, so a newcomer can confirm their e-mail address', async () => {
    const output = printed()
    const email = `${uniqueName()}@example.com`
    await register(context.app, { Email: email })
    await deliverMessages(context.app)
    expect(output()).toContain(`── Mail to ${email} (no SMTP_URL: not sent, kept in the outbox) ──`)
    expect(output()).toMatch(/Subject: Confirm your e-mail address for Mela[\s\S]*\/verify-email\?token=/)
    const page = await context.app.inject({ url: '/dev/outbox' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(email)
  })

  it('prints a text message with its number', async () => {
    const output = printed()
    await context.app.sms.send({ to: '+8801711000111', text: 'Your code is 123456' })
    expect(output()).toContain(
      '── SMS to +8801711000111 (no SMS_URL: not sent, kept in the outbox) ──\nYour code is 123456',
    )
  })

  it('are printed under `npm start` with or without DEV_OUTBOX, never by the tests', () => {
    for (const DEV_OUTBOX of [undefined, 'true', 'false'])
      expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX }).messagesOnConsole).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).messagesOnConsole).toBe(false)
  })
})
