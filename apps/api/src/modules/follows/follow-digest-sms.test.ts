import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema.ts'
import { createEvent } from '../../testing/event-fixtures.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { sendFollowDigests } from './follow-digest.ts'

const context = useTestApp({ publicUrl: 'https://mela.example' })

let phones = 0
const phone = () =>
  `+88017${String(20_000_000 + phones++ * 13 + Math.floor(Math.random() * 9_000_000)).slice(-8)}`

async function smsTo(to: string) {
  const messages = (await context.app.inject({ url: '/dev/outbox.json' })).json() as {
    to: string
    body: string
  }[]
  return messages.filter((message) => message.to === to && message.body.includes('/following'))
}

/** A follower known by phone only: their digest comes as an SMS. */
async function phoneFan(language: 'en' | 'bn') {
  const person = await signedInUser(context.app)
  const to = phone()
  await context.app.database.db.update(users).set({ phone: to, language }).where(eq(users.id, person.user.ID))
  return { ...person, phone: to }
}

describe('the follow digest by SMS', () => {
  it('carries a short link that stops all alerts, the same link each time', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const fan = await phoneFan('bn')
    await context.app.inject({
      method: 'POST',
      url: '/api/follow',
      headers: fan.headers,
      payload: { AccountID: account.ID },
    })
    await createEvent(context.app, owner, account.ID, { Title: 'Night Market' })
    const db = context.app.database.db
    await sendFollowDigests(db, context.app.config)
    await deliverMessages(context.app)
    const [sms] = await smsTo(fan.phone)
    expect(sms?.body).toContain('সব বন্ধ')
    expect(sms?.body).toContain('১টি')
    expect(sms?.body).toContain('https://mela.example/following?lang=bn ')
    const stop = sms?.body.match(/https:\/\/mela\.example\/s\/(\w+)/)
    expect(stop?.[1]).toBeTruthy()

    // The next day's digest reuses the link instead of making another.
    await createEvent(context.app, owner, account.ID, { Title: 'Second Market' })
    await sendFollowDigests(db, context.app.config, { force: true })
    await deliverMessages(context.app)
    const both = await smsTo(fan.phone)
    expect(both).toHaveLength(2)
    expect(both.every((message) => message.body.includes(`/s/${stop?.[1]}`))).toBe(true)

    const opened = await context.app.inject({ url: `/s/${stop?.[1]}` })
    expect(opened.statusCode).toBe(302)
    const target = new URL(opened.headers.location as string)
    expect(target.pathname).toBe('/api/follow/unsubscribe')
    // The short link stays short: the language rides in its target.
    expect(target.searchParams.get('lang')).toBe('bn')
    const done = await context.app.inject({ url: `${target.pathname}${target.search}` })
    expect(done.statusCode).toBe(200)
    const [row] = await db.select().from(users).where(eq(users.id, fan.user.ID))
    expect(row?.followAlerts).toBe(false)
  })
})
