import { describe, expect, it } from 'vitest'
import { PASSWORD, randomIp, register, signedInUser, uniqueName } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const TOO_MANY = { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }
const loginFrom = (ip: string, Username: string, Password: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { Username, Password },
  })

describe('rate limits', () => {
  it('stops password guessing on an account from one address, but never locks out the owner', async () => {
    const user = await register(context.app)
    const attacker = randomIp()
    for (let guess = 0; guess < 10; guess++) {
      expect((await loginFrom(attacker, user.Username, `Guess${guess}xyz`)).statusCode).toBe(400)
    }
    const blocked = await loginFrom(attacker, user.Username, PASSWORD)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual(TOO_MANY)

    const owner = await loginFrom(randomIp(), user.Username, PASSWORD)
    expect(owner.statusCode).toBe(200)
  })

  it('does not count successful sign-ins', async () => {
    const user = await register(context.app)
    const ip = randomIp()
    for (let i = 0; i < 12; i++) expect((await loginFrom(ip, user.Username, PASSWORD)).statusCode).toBe(200)
  })

  it('limits sign-ups from one address', async () => {
    const ip = randomIp()
    const signUp = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: { FirstName: 'A', Username: uniqueName(), Password: PASSWORD, ConfirmPassword: PASSWORD },
      })
    for (let i = 0; i < 10; i++) expect((await signUp()).statusCode).toBe(200)
    expect((await signUp()).json()).toEqual(TOO_MANY)
  })

  it('limits reset mails to one address even when asked from many addresses', async () => {
    const Email = `${uniqueName()}@example.com`
    const ask = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/email',
        remoteAddress: randomIp(),
        payload: { Email },
      })
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200)
    expect((await ask()).statusCode).toBe(429)
  })

  it('limits code guesses for one phone across addresses', async () => {
    const guess = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/verify/otp',
        remoteAddress: randomIp(),
        payload: { PhoneNumber: '01555000111', OTP: '123456' },
      })
    for (let i = 0; i < 15; i++) expect((await guess()).statusCode).toBe(400)
    expect((await guess()).statusCode).toBe(429)
  })

  it('checks at most 10 of 40 guesses fired at once from one address', async () => {
    const user = await register(context.app)
    const attacker = randomIp()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, guess) => loginFrom(attacker, user.Username, `Guess${guess}xyz`)),
    )
    const checked = answers.filter((answer) => answer.statusCode === 400).length
    expect(checked).toBeLessThanOrEqual(10)
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - checked)
  })

  it('counts guesses by username and by e-mail address on one counter', async () => {
    const Email = `${uniqueName()}@example.com`
    const user = await register(context.app, { Email })
    const attacker = randomIp()
    for (let guess = 0; guess < 5; guess++) {
      expect((await loginFrom(attacker, user.Username, `Guess${guess}xyz`)).statusCode).toBe(400)
      expect((await loginFrom(attacker, Email, `Other${guess}xyz`)).statusCode).toBe(400)
    }
    expect((await loginFrom(attacker, Email, PASSWORD)).statusCode).toBe(429)
  })

  it('limits wrong current passwords when changing it', async () => {
    const person = await signedInUser(context.app)
    const change = (CurrentPassword: string) =>
      context.app.inject({
        method: 'PATCH',
        url: '/api/user/me/password',
        headers: person.headers,
        payload: { CurrentPassword, Password: 'NewPass2026x', ConfirmPassword: 'NewPass2026x' },
      })
    for (let guess = 0; guess < 5; guess++) expect((await change(`Wrong${guess}xyz`)).statusCode).toBe(400)
    const blocked = await change(PASSWORD)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual(TOO_MANY)
  })
})
