import { describe, expect, it } from 'vitest'
import type { CheckoutData } from './checkout-data.ts'
import { orderBody, slipsOf } from './checkout-order.ts'
import { refusalsOf } from './checkout-refusals.ts'

const quote = (Total: number) => ({ Lines: [], Subtotal: Total, Discount: 0, Surcharge: 0, Total })
const lines = { Tickets: [{ TicketID: 't', Quantity: 2 }], Bundles: [] }

function input(name: string, attributes: Record<string, string> = {}, value = '') {
  const field = document.createElement('input')
  field.name = name
  for (const [key, given] of Object.entries(attributes)) field.setAttribute(key, given)
  field.value = value
  return field
}

const data = {
  refusals: { REQUIRED: 'এই ঘরটি পূরণ করা আবশ্যক', ONLY_LEFT: '{{ticket}}-এর মাত্র {{left}}টি বাকি' },
  texts: { failed: 'Something went wrong' },
  fieldNames: {},
} as unknown as CheckoutData

describe("the rendered checkout's order", () => {
  it("sends a guest's details trimmed, the answers given, and bKash for a price", () => {
    const body = orderBody({
      eventId: 'e',
      lines,
      quote: quote(1000),
      option: 'bkash',
      values: {
        'Buyer.FirstName': ' Karim ',
        'Buyer.Phone': '+8801712345678',
        'Answers.size': ' L ',
        'Answers.vip': false,
      },
      guest: true,
      language: 'bn',
    })
    expect(body).toMatchObject({
      EventID: 'e',
      Tickets: [{ TicketID: 't', Quantity: 2 }],
      Answers: { size: 'L' },
      PaymentMethod: 'bkash',
      Buyer: { FirstName: 'Karim', Phone: '+8801712345678' },
      Language: 'bn',
    })
    expect(body.Buyer?.LastName).toBeUndefined()
  })

  it('asks nothing of a signed-in buyer and pays nothing for a free order', () => {
    const body = orderBody({
      eventId: 'e',
      lines,
      quote: quote(0),
      option: 'nagad',
      values: {},
      guest: false,
      language: 'en',
    })
    expect(body).toMatchObject({ PaymentMethod: 'free' })
    expect(body).not.toHaveProperty('Buyer')
  })

  it('names a missing required field and a phone that does not read before any call', () => {
    const word = (code: string) => code
    const fields = [
      input('Buyer.FirstName', { required: '' }),
      input('Buyer.Phone', { required: '', type: 'tel' }, '12345'),
      input('Buyer.Email', { type: 'email' }, 'karim@example'),
    ]
    expect(slipsOf(fields, false, word)).toEqual({
      'Buyer.FirstName': 'REQUIRED',
      'Buyer.Phone': 'INVALID_PHONE',
      'Buyer.Email': 'EMAIL',
    })
    expect(slipsOf(fields, true, word)).toEqual({})
  })

  it("words a refusal in the page's language and digits, by its code", () => {
    const refusals = refusalsOf(data, 'bn')
    expect(
      refusals.sort({ message: 'Only 2 left of A', code: 'ONLY_LEFT', params: { left: 2, ticket: 'A' } }),
    ).toEqual({
      fields: {},
      alert: 'A-এর মাত্র ২টি বাকি',
    })
    expect(
      refusals.sort({
        'Buyer.FirstName': 'Value is required',
        DiscountCode: 'Unknown code',
        $codes: { 'Buyer.FirstName': { code: 'REQUIRED' } },
      }),
    ).toEqual({ fields: { 'Buyer.FirstName': 'এই ঘরটি পূরণ করা আবশ্যক' }, code: 'Unknown code' })
  })
})
