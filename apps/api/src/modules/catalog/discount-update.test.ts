import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { discounts } from '../../db/schema.ts'
import { organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import type { Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString()

const postDiscount = (person: Person, eventId: string) =>
  send(context.app, person, 'POST', '/discount', {
    EventID: eventId,
    Code: 'EID10',
    DiscountType: 'amount',
    Amount: 100,
    MaxUses: 50,
  })

describe('changing a discount', () => {
  it('changes Description, MaxUses upwards and the expiry, and nothing fixed', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const created = (await postDiscount(owner, event.id)).json()
    const expiry = inDays(3)
    const response = await send(context.app, owner, 'PATCH', `/discount/${created.ID}`, {
      Description: 'Eid offer',
      MaxUses: 60,
      ExpiresAt: expiry,
      Code: 'OTHER',
      Amount: 1,
      DiscountType: 'percentage',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      Code: 'EID10',
      Amount: 100,
      DiscountType: 'amount',
      Description: 'Eid offer',
      MaxUses: 60,
    })
    expect(new Date(response.json().ExpiresAt).toISOString()).toBe(expiry)
  })

  it('never lowers MaxUses and never moves the expiry into the past', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const created = (await postDiscount(owner, event.id)).json()
    const response = await send(context.app, owner, 'PATCH', `/discount/${created.ID}`, {
      MaxUses: 49,
      ExpiresAt: inDays(-1),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      MaxUses: ERROR_TEXTS.MAX_USES_DECREASED,
      ExpiresAt: ERROR_TEXTS.EXPIRY_IN_PAST,
    })
  })

  it('freezes an expiry that has passed', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const created = (await postDiscount(owner, event.id)).json()
    const passed = new Date(Date.now() - 60_000)
    await context.database.db.update(discounts).set({ expiresAt: passed }).where(eq(discounts.id, created.ID))
    for (const ExpiresAt of [inDays(5), '']) {
      const moved = await send(context.app, owner, 'PATCH', `/discount/${created.ID}`, {
        MaxUses: 50,
        ExpiresAt,
      })
      expect(moved.json()).toEqual({ ExpiresAt: ERROR_TEXTS.EXPIRY_FROZEN })
    }
    const kept = await send(context.app, owner, 'PATCH', `/discount/${created.ID}`, {
      MaxUses: 70,
      ExpiresAt: passed.toISOString(),
    })
    expect(kept.json()).toMatchObject({ MaxUses: 70, ExpiresAt: passed.toISOString() })
  })
})
