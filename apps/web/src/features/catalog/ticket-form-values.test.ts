import { describe, expect, it } from 'vitest'
import { zodResolver } from '../../lib/zod-form.ts'
import { EVENT, ticketOf } from './testing/ticket-fixture.ts'
import {
  type TicketFormValues,
  ticketCreateSchema,
  ticketFormValues,
  ticketUpdateSchema,
  toTicketInput,
  toTicketUpdate,
} from './ticket-form-values.ts'

const ticket = ticketOf({ Collectibles: [{ ID: '33333333-3333-4333-8333-333333333333', Name: 'Poster' }] })
const filled = (change: Partial<TicketFormValues> = {}): TicketFormValues => ({
  ...ticketFormValues(EVENT),
  Section: 'Gallery',
  Category: 'Adult',
  Price: 500,
  Capacity: 100,
  ...change,
})
const createErrors = zodResolver<TicketFormValues>(ticketCreateSchema)

describe('ticket form rules (product §5)', () => {
  it('requires Section, Category, Price and Capacity', () => {
    expect(createErrors(ticketFormValues(EVENT))).toEqual({
      Section: 'Value is required',
      Category: 'Value is required',
      Price: 'Value is required',
      Capacity: 'Value is required',
    })
  })

  it('takes a price of at least 0 with at most 2 decimals', () => {
    expect(createErrors(filled({ Price: -1 })).Price).toBe('The minimum value allowed is 0')
    expect(createErrors(filled({ Price: 0 }))).toEqual({})
    expect(createErrors(filled({ Price: 10.555 })).Price).toBe('The value can have at most 2 decimal places')
  })

  it('wants whole numbers of at least 1 for Capacity and LimitPerUser', () => {
    expect(createErrors(filled({ Capacity: 0 })).Capacity).toBe('The minimum value allowed is 1')
    expect(createErrors(filled({ Capacity: 2.5 })).Capacity).toBe('Value is not an integer')
    expect(createErrors(filled({ LimitPerUser: 0 })).LimitPerUser).toBe('The minimum value allowed is 1')
    expect(createErrors(filled({ LimitPerUser: '' }))).toEqual({})
  })

  it('checks the joining link and the 250-character note', () => {
    expect(createErrors(filled({ URL: 'not a link' })).URL).toBe('The value is not a valid URL address')
    expect(createErrors(filled({ Note: 'x'.repeat(251) })).Note).toBe('The maximum length allowed is 250')
    expect(createErrors(filled({ Note: 'x'.repeat(250) }))).toEqual({})
  })

  it('creates with the price in taka and nothing sold', () => {
    expect(toTicketInput(filled({ Price: 350.5, Note: '  Front rows ' }))).toEqual({
      EventId: EVENT,
      Section: 'Gallery',
      Category: 'Adult',
      Price: 350.5,
      Capacity: 100,
      Sold: 0,
      Note: 'Front rows',
      Collectibles: [],
    })
  })
})

describe('ticket update', () => {
  const updateErrors = zodResolver<TicketFormValues>(ticketUpdateSchema(ticket))

  it('refuses to lower the capacity', () => {
    const values = ticketFormValues(EVENT, ticket)
    expect(updateErrors({ ...values, Capacity: 99 })).toEqual({ Capacity: 'Capacity cannot be decreased' })
    expect(updateErrors({ ...values, Capacity: 150 })).toEqual({})
  })

  it('sends only Capacity, LimitPerUser, URL and Note', () => {
    const values = { ...ticketFormValues(EVENT, ticket), Capacity: 120, LimitPerUser: 4, Note: 'Gate B' }
    expect(toTicketUpdate(values)).toEqual({ Capacity: 120, LimitPerUser: 4, Note: 'Gate B' })
  })
})
