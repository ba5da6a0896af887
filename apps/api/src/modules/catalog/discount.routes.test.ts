import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { discounts } from '../../db/schema.ts'
import { createTicket, insertEvent, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import type { Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { findDiscountByCode } from './discount-code.ts'

const context = useTestApp()

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString()

const postDiscount = (person: Person, eventId: string, fields: Record<string, unknown> = {}) =>
  send(context.app, person, 'POST', '/discount', {
    EventID: eventId,
    Code: 'EID10',
    DiscountType: 'amount',
    Amount: 100,
    MaxUses: 50,
    ...fields,
  })

describe('creating a discount', () => {
  it('stores the code in capitals and the amount in poisha or hundredths of a percent', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const flat = await postDiscount(owner, event.id, { Code: 'eid10', Amount: 100.5 })
    expect(flat.statusCode).toBe(200)
    expect(flat.json()).toMatchObject({
      Code: 'EID10',
      Amount: 100.5,
      Used: 0,
      MinTickets: 0,
      TicketIds: [],
      ExpiresAt: null,
    })
    const percent = await postDiscount(owner, event.id, {
      Code: 'HALF',
      DiscountType: 'percentage',
      Amount: 12.5,
    })
    expect(percent.json()).toMatchObject({ DiscountType: 'percentage', Amount: 12.5 })
    const rows = await context.database.db.select().from(discounts).where(eq(discounts.eventId, event.id))
    expect(rows.map((row) => row.amount).sort()).toEqual([10050, 1250])
  })

  it('makes up a random 8-character code when none is given', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const first = await postDiscount(owner, event.id, { Code: '' })
    const second = await postDiscount(owner, event.id, { Code: undefined })
    expect(first.json().Code).toMatch(/^[A-Z0-9]{8}$/)
    expect(second.json().Code).toMatch(/^[A-Z0-9]{8}$/)
    expect(first.json().Code).not.toBe(second.json().Code)
  })

  it('keeps codes unique per event in any letter case', async () => {
    const { owner, account, event } = await organizerWithEvent(context.app)
    await postDiscount(owner, event.id, { Code: 'Puja2026' })
    const again = await postDiscount(owner, event.id, { Code: 'PUJA2026' })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ Code: ERROR_TEXTS.CODE_TAKEN })
    const other = await insertEvent(context.database.db, account.ID)
    expect((await postDiscount(owner, other.id, { Code: 'puja2026' })).statusCode).toBe(200)
    const found = await findDiscountByCode(context.database.db, event.id, 'pUjA2026')
    expect(found?.discount.code).toBe('PUJA2026')
    expect(await findDiscountByCode(context.database.db, event.id, 'NOPE')).toBeUndefined()
  })

  it('checks every field with the the product’s texts', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const post = (fields: Record<string, unknown>) =>
      postDiscount(owner, event.id, fields).then((r) => r.json())
    expect(await post({ Code: 'A'.repeat(17) })).toEqual({ Code: 'The maximum length allowed is 16' })
    expect(await post({ Code: 'EID-10' })).toEqual({ Code: 'The value must be alpha-numeric' })
    expect(await post({ Amount: 0 })).toEqual({ Amount: ERROR_TEXTS.AMOUNT_POSITIVE })
    expect(await post({ DiscountType: 'percentage', Amount: 100.01 })).toEqual({
      Amount: ERROR_TEXTS.PERCENTAGE_TOO_HIGH,
    })
    expect(await post({ MaxUses: '' })).toEqual({ MaxUses: 'Value is required' })
    expect(await post({ MaxUses: 0 })).toEqual({ MaxUses: 'The minimum value allowed is 1' })
    expect(await post({ MaxUses: 1.5 })).toEqual({ MaxUses: 'Value is not an integer' })
    expect(await post({ MinTickets: -1 })).toEqual({ MinTickets: 'The minimum value allowed is 0' })
    expect(await post({ MinTickets: 2.5 })).toEqual({ MinTickets: 'Value is not an integer' })
    expect(await post({ ExpiresAt: inDays(-1) })).toEqual({ ExpiresAt: ERROR_TEXTS.EXPIRY_IN_PAST })
    expect(
      await post({ Code: 'FULL', DiscountType: 'percentage', Amount: 100, MinTickets: 2 }),
    ).toMatchObject({
      Amount: 100,
      MinTickets: 2,
    })
  })

  it('applies to the event’s paid tickets only', async () => {
    const { owner, account, event } = await organizerWithEvent(context.app)
    const paid = await createTicket(context.app, owner, event.id)
    const free = await createTicket(context.app, owner, event.id, { Section: 'Lawn', Price: 0 })
    const foreign = await createTicket(
      context.app,
      owner,
      (await insertEvent(context.database.db, account.ID)).id,
    )
    const withFree = await postDiscount(owner, event.id, { TicketIds: [paid.ID, free.ID] })
    expect(withFree.json()).toEqual({ TicketIds: ERROR_TEXTS.FREE_TICKET_NOT_DISCOUNTABLE })
    const withForeign = await postDiscount(owner, event.id, { TicketIds: [foreign.ID] })
    expect(withForeign.json()).toEqual({ TicketIds: ERROR_TEXTS.TICKET_NOT_OF_EVENT })
    const listed = await postDiscount(owner, event.id, { TicketIds: [paid.ID, paid.ID] })
    expect(listed.json()).toMatchObject({
      TicketIds: [paid.ID],
      Tickets: [{ ID: paid.ID, Section: 'Gallery', Category: 'Regular' }],
    })
  })
})
