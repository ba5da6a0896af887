import type { Bundle } from '@mela/shared/catalog'
import { describe, expect, it } from 'vitest'
import { zodResolver } from '../../lib/zod-form.ts'
import {
  type BundleFormValues,
  bundleCreateSchema,
  bundleFormValues,
  chooseTicket,
  toBundleUpdate,
} from './bundle-form-values.ts'

const EVENT = '11111111-1111-4111-8111-111111111111'
const TICKET = '22222222-2222-4222-8222-222222222222'
const errors = zodResolver<BundleFormValues>(bundleCreateSchema)

describe('bundle form rules (product §5)', () => {
  it('requires a name, a price and at least one ticket', () => {
    expect(errors(bundleFormValues(EVENT))).toEqual({
      Name: 'Value is required',
      Price: 'Value is required',
      Tickets: 'Choose at least one ticket',
    })
  })

  it('wants at least one of each chosen ticket and a note of at most 250', () => {
    const values = { ...bundleFormValues(EVENT), Name: 'Family', Price: 1000, Note: 'x'.repeat(251) }
    expect(errors({ ...values, Tickets: [{ TicketID: TICKET, Quantity: 0 }] })).toEqual({
      'Tickets.0.Quantity': 'The minimum value allowed is 1',
      Note: 'The maximum length allowed is 250',
    })
  })

  it('adds a chosen ticket once, one of it, and takes it out again', () => {
    const once = chooseTicket([], TICKET, true)
    expect(once).toEqual([{ TicketID: TICKET, Quantity: 1 }])
    expect(chooseTicket(once, TICKET, true)).toEqual(once)
    expect(chooseTicket(once, TICKET, false)).toEqual([])
  })

  it('updates the note only', () => {
    const bundle: Bundle = {
      ID: '33333333-3333-4333-8333-333333333333',
      EventID: EVENT,
      Name: 'Family',
      Price: 1000,
      Note: null,
      Tickets: [{ TicketID: TICKET, Quantity: 4 }],
      Available: 5,
    }
    expect(toBundleUpdate({ ...bundleFormValues(EVENT, bundle), Note: ' Kids free ' })).toEqual({
      Note: 'Kids free',
    })
  })
})
