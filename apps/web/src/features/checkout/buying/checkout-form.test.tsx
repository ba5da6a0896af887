import type { Ticket } from '@mela/shared/catalog'
import type { Event } from '@mela/shared/event'
import type { PaymentMethodOption } from '@mela/shared/payment-methods'
import { PAYMENT_OPTION_NAMES, type PaymentOption } from '@mela/shared/payment-options'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSession } from '../../../lib/session.ts'
import { renderInApp, stubApi } from '../../../test/test-app.tsx'
import { i18n } from '../locales/translation.ts'
import { CheckoutForm } from './checkout-form.tsx'

const EVENT = '44444444-4444-4444-8444-444444444444'
const TICKET = '77777777-7777-4777-8777-777777777777'
const PURCHASE = '33333333-3333-4333-8333-333333333333'

const event = {
  ID: EVENT,
  AccountID: '55555555-5555-4555-8555-555555555555',
  Title: 'Baul night',
  PublishedAt: '2029-01-01T00:00:00.000Z',
  StartsAt: '2030-01-10T13:00:00.000Z',
  EndsAt: '2030-01-10T16:00:00.000Z',
} as Event

const ticket: Ticket = {
  ID: TICKET,
  EventId: EVENT,
  Section: 'Hall',
  Category: 'Gold',
  Price: 800,
  Capacity: 100,
  LimitPerUser: null,
  Sold: 0,
  Available: 100,
  Note: null,
  Collectibles: [],
}

const method = (option: PaymentOption): PaymentMethodOption => ({
  Option: option,
  Method: option === 'bkash' ? 'bkash' : 'sslcommerz',
  ...(option === 'bkash' ? {} : { Channel: option }),
  Name: PAYMENT_OPTION_NAMES[option].en,
  Bn: { Name: PAYMENT_OPTION_NAMES[option].bn },
  Logo: `/payment-logos/${option}.svg`,
})

const quote = {
  Lines: [{ Kind: 'ticket', ID: TICKET, Name: 'Hall · Gold', Quantity: 2, UnitPrice: 800, Amount: 1600 }],
  Subtotal: 1600,
  Discount: 0,
  Total: 1600,
}

function renderCheckout() {
  renderInApp(
    <CheckoutForm
      event={event}
      tickets={[ticket]}
      bundles={[]}
      fields={[]}
      onSignIn={() => {}}
      waitlistOf={() => null}
    />,
  )
}

describe('paying at checkout', () => {
  const assign = vi.fn()
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('checkout')
  })
  beforeEach(() => {
    saveSession({ Username: 'rahim' }, 'token')
    // Two Gold tickets picked, as a "Try again" link brings them back.
    window.history.replaceState(null, '', `/?t=${TICKET}:2`)
    sessionStorage.removeItem(`checkout-payment:${EVENT}`)
    assign.mockReset()
    vi.stubGlobal('location', { ...window.location, assign })
  })
  afterEach(() => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
  })

  it("offers the event's ways of paying, bKash first and chosen, and pays the one picked", async () => {
    const requests = stubApi({
      'POST /api/purchase/quote': { body: quote },
      [`GET /api/event/${EVENT}/payment-methods`]: {
        body: [method('card'), method('nagad'), method('bkash')],
      },
      'POST /api/purchase': {
        body: {
          ID: PURCHASE,
          Status: 'pending',
          PaymentURL: '/sslcommerz-sandbox/EasyCheckOut/abc',
          Items: [],
        },
      },
    })
    renderCheckout()
    await screen.findByRole('radio', { name: 'Nagad' })
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['bKash', 'Nagad', 'Card'])
    expect(screen.getByRole('radio', { name: 'bKash' }).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('button', { name: 'Pay ৳1,600.00 with bKash' })).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: 'Nagad' }))
    const pay = await screen.findByRole('button', { name: 'Pay ৳1,600.00 with Nagad' })
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(pay)

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sslcommerz-sandbox/EasyCheckOut/abc'))
    const order = requests.find((request) => request.key === 'POST /api/purchase')?.body
    expect(order).toMatchObject({ EventID: EVENT, PaymentMethod: 'sslcommerz', PaymentChannel: 'nagad' })
  })

  it('keeps the choice through a reload of the page', async () => {
    stubApi({
      'POST /api/purchase/quote': { body: quote },
      [`GET /api/event/${EVENT}/payment-methods`]: { body: [method('bkash'), method('rocket')] },
    })
    renderCheckout()
    fireEvent.click(await screen.findByRole('radio', { name: 'Rocket' }))
    cleanup()

    renderCheckout()
    await screen.findByRole('radio', { name: 'Rocket' })
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Rocket' }).getAttribute('aria-checked')).toBe('true'),
    )
  })

  it('offers bKash alone while the list is on its way, keeping the others’ places', async () => {
    stubApi({ 'POST /api/purchase/quote': { body: quote } })
    // The list never arrives in this test.
    const fetch = globalThis.fetch
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        url.endsWith('/payment-methods') ? new Promise(() => {}) : fetch(url, init),
      ),
    )
    renderCheckout()
    await screen.findByRole('radio', { name: 'bKash' })
    expect(screen.getAllByRole('radio')).toHaveLength(1)
    expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(5)
  })
})
