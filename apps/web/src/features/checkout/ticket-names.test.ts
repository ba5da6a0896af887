import type { QuoteLine } from '@mela/shared/purchase'
import { describe, expect, it } from 'vitest'
import { ticketName } from '../../lib/localized.ts'
import { lineName } from './ticket-names.ts'

const TICKET = '11111111-1111-4111-8111-111111111111'
const gallery = {
  ID: TICKET,
  Section: 'Gallery',
  Category: 'Regular',
  Bn: { Section: 'গ্যালারি', Category: null },
}
const line = (Kind: QuoteLine['Kind'], Name: string): QuoteLine => ({
  Kind,
  ID: TICKET,
  Name,
  Quantity: 2,
  UnitPrice: 500,
  Amount: 1000,
})

describe('ticket names in checkout', () => {
  it('names a ticket line in Bengali for a Bengali reader, with English where no Bengali was written', () => {
    expect(lineName(line('ticket', 'Gallery Regular'), [gallery], 'bn')).toBe('গ্যালারি Regular')
    expect(lineName(line('ticket', 'Gallery Regular'), [gallery], 'en')).toBe('Gallery Regular')
  })

  it('keeps the server’s name for bundles and for tickets it does not know', () => {
    expect(lineName(line('bundle', 'Family pack'), [gallery], 'bn')).toBe('Family pack')
    expect(lineName(line('ticket', 'Gallery Regular'), [], 'bn')).toBe('Gallery Regular')
    expect(ticketName({ Section: 'Front', Category: 'VIP', Bn: null }, 'bn')).toBe('Front VIP')
  })
})
