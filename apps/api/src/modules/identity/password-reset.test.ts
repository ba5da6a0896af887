import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import {
  deliverMessages,
  lastMessageTo,
  login,
  randomIp,
  register,
  signedInUser,
  tokenFromLink,
  uniqueName,
} from '../../testing/identity-fixtures.ts'
import { deadSmtpUrl, startSmtpReceiver } from '../../testing/smtp-receiver.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { checkOtp, issueOtp, OTP_MAX_ATTEMPTS } from './one-time-codes.ts'
import { exchangeOtp } from './password-reset.service.ts'

const smtp = await startSmtpReceiver()
afterAll(() => smtp.close())
const context = useTestApp({ smtpUrl: smtp.url })
const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  context.app.inject({ method, url, payload, remoteAddress: randomIp() })

/** The reset mail the SMTP server received for an address, with quoted-printable soft breaks undone. */
function resetMailTo(email: string): string {
  const mail = smtp.received.findLast(
    (m) => m.to.includes(email) && m.raw.includes('Subject: Reset your Mela password'),
  )
  if (!mail) throw new Error(`No reset mail reached ${email}`)
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
}

describe('reset by e-mail', () => {
  it('mails a single-use link over SMTP that sets a new password and signs in', async () => {
    const email = `${uniqueName()}@example.com`
    const user = await register(context.app, { Email: email })
    const asked = await send('POST', '/api/auth/reset-password/email', { Email: email.toUpperCase() })
    expect(asked.json()).toEqual({
      code: 'RESET_EMAIL_SENT',
      message: 'If you have an account with us, you will receive an email soon.',
    })

    await deliverMessages(context.app)
    const token = tokenFromLink(resetMailTo(email))
    expect(resetMailTo(email)).toMatch(/\/reset-password\?token=[^\s&]+&lang=en\s/)

    const reset = await send('PATCH', '/api/auth/reset-password', {
      Token: token,
      Password: 'Fresh2026x',
      LogOutOtherDevices: false,
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json().user.ID).toBe(user.ID)
    expect(reset.json().authToken).toEqual(expect.any(String))
    await expect(login(context.app, user.Username, 'Fresh2026x')).resolves.toBeTruthy()

    const reused = await send('PATCH', '/api/auth/reset-password', { Token: token, Password: 'Other2026x' })
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toEqual({ Token: 'This link or code is invalid or has expired' })
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.received.length
    const asked = await send('POST', '/api/auth/reset-password/email', {
      Email: `${uniqueName()}@nowhere.example`,
    })
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({
      code: 'RESET_EMAIL_SENT',
      message: 'If you have an account with us, you will receive an email soon.',
    })
    await deliverMessages(context.app)
    expect(smtp.received.length).toBe(before)
  })

  it('signs out every device when asked', async () => {
    const email = `${uniqueName()}@example.com`
    const { headers } = await signedInUser(context.app, { Email: email })
    await send('POST', '/api/auth/reset-password/email', { Email: email })
    await deliverMessages(context.app)
    const token = tokenFromLink(resetMailTo(email))
    await send('PATCH', '/api/auth/reset-password', {
      Token: token,
      Password: 'Fresh2026x',
      LogOutOtherDevices: true,
    })
    expect((await context.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(401)
  })

  it('says "Failed to send password reset email" with 503 when the mail server is down', async () => {
    const database = await createTestDatabase()
    const app = await buildApp(testConfig({ smtpUrl: await deadSmtpUrl() }), { database })
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/email',
        payload: { Email: 'anyone@example.com' },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ message: 'Failed to send password reset email' })
    } finally {
      await app.close()
      await database.close()
    }
  })
})

describe('reset by phone', () => {
  it('texts a 6-digit code that is exchanged for a reset token, then sets the password', async () => {
    const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const user = await register(context.app, { Phone: phone })
    const asked = await send('POST', '/api/auth/reset-password/phone', {
      PhoneNumber: phone.replace('+88', ''),
    })
    expect(asked.statusCode).toBe(200)
    await deliverMessages(context.app)
    const sms = await lastMessageTo(context.app, phone)
    const code = sms?.body.match(/\b(\d{6})\b/)?.[1]
    expect(code).toMatch(/^\d{6}$/)

    const verified = await send('POST', '/api/auth/reset-password/verify/otp', {
      PhoneNumber: phone,
      OTP: code,
    })
    expect(verified.statusCode).toBe(200)
    const reset = await send('PATCH', '/api/auth/reset-password', {
      Token: verified.json().ResetToken,
      Password: 'Phone2026x',
    })
    expect(reset.json().user.ID).toBe(user.ID)
    await expect(login(context.app, user.Username, 'Phone2026x')).resolves.toBeTruthy()

    const codeAgain = await send('POST', '/api/auth/reset-password/verify/otp', {
      PhoneNumber: phone,
      OTP: code,
    })
    expect(codeAgain.json()).toEqual({ OTP: 'The code is wrong or has expired' })
  })

  it('checks the OTP format in the product’s words', async () => {
    const response = await send('POST', '/api/auth/reset-password/verify/otp', {
      PhoneNumber: '017',
      OTP: '12a',
    })
    expect(response.json()).toEqual({
      PhoneNumber: 'Value is not a valid phone number: write it as 01XXXXXXXXX',
      OTP: 'The code must be 6 digits',
    })
  })

  it('expires a code after 10 minutes and stores only its hash', async () => {
    const user = await register(context.app, { Phone: '01911000001' })
    const now = new Date('2026-11-22T10:00:00Z')
    const code = await issueOtp(context.database.db, user.ID, '+8801911000001', now)
    const stored = await context.database.db.query.oneTimeCodes.findFirst({
      where: (c, { eq }) => eq(c.userId, user.ID),
    })
    expect(stored?.codeHash).not.toContain(code)

    const late = new Date(now.getTime() + 10 * 60_000 + 1)
    expect(await checkOtp(context.database.db, '+8801911000001', code, late)).toEqual({
      ok: false,
      reason: 'expired',
    })
    const inTime = new Date(now.getTime() + 9 * 60_000)
    expect((await checkOtp(context.database.db, '+8801911000001', code, inTime)).ok).toBe(true)
  })

  it(`stops accepting even the right code after ${OTP_MAX_ATTEMPTS} wrong ones`, async () => {
    const user = await register(context.app, { Phone: '01911000002' })
    const ctx = { db: context.database.db, config: context.app.config }
    const code = await issueOtp(ctx.db, user.ID, '+8801911000002')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      await expect(exchangeOtp(ctx, '+8801911000002', wrong)).rejects.toMatchObject({
        fields: { OTP: 'The code is wrong or has expired' },
      })
    }
    await expect(exchangeOtp(ctx, '+8801911000002', wrong)).rejects.toBeTruthy()
    await expect(exchangeOtp(ctx, '+8801911000002', code)).rejects.toMatchObject({
      fields: { OTP: 'The code is wrong or has expired' },
    })
  })

  it('answers the same for a phone nobody has', async () => {
    const response = await send('POST', '/api/auth/reset-password/phone', { PhoneNumber: '01399999999' })
    expect(response.json()).toMatchObject({
      message: 'If an account has this phone number, a code is on its way.',
    })
  })
})
