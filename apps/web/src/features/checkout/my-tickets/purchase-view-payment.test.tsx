import type { Purchase } from '@mela/shared/purchase'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSession } from '../../../lib/session.ts'
import { EVENT, PURCHASE } from '../../../test/purchase-fixtures.ts'
import { stubApi } from '../../../test/test-app.tsx'
import { i18n } from '../locales/translation.ts'
import { paid, renderPage } from './purchase-view-test-page.tsx'

describe('one purchase waiting for its payment, or paid another way', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('checkout')
  })
  beforeEach(() => saveSession({ Username: 'rahim' }, 'token'))
  afterEach(() => {
    cleanup()
    clearSession()
    // A link's access is kept for the tab (remembered-access.ts): one test's link must not open the next.
    sessionStorage.removeItem(`purchase-access:${PURCHASE}`)
  })

  it('says a failed payment did not go through, and pays again another way with the link’s access', async () => {
    const held: Purchase = {
      ...paid(true),
      Status: 'pending',
      PaymentMethod: 'sslcommerz',
      PaymentChannel: 'card',
      PaymentStatus: 'pending',
      Total: 1600,
      ExpiresAt: new Date(Date.now() + 600_000).toISOString(),
      PaidAt: null,
      PaymentURL: '/sslcommerz-sandbox/EasyCheckOut/old',
      FailureReason: 'Card declined by issuer',
    }
    const methods = ['bkash', 'nagad', 'card'].map((option) => ({
      Option: option,
      Method: option === 'bkash' ? 'bkash' : 'sslcommerz',
      Name: { bkash: 'bKash', nagad: 'Nagad', card: 'Card' }[option],
      Bn: { Name: option },
      Logo: `/payment-logos/${option}.svg`,
    }))
    const requests = stubApi({
      [`GET /api/purchase/${PURCHASE}?access=tok`]: { body: held },
      [`GET /api/event/${EVENT}/payment-methods`]: { body: methods },
      [`POST /api/purchase/${PURCHASE}/payment?access=tok`]: {
        body: { ...held, FailureReason: null, PaymentURL: '/sslcommerz-sandbox/EasyCheckOut/new' },
      },
    })
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    clearSession()
    renderPage('tok')

    expect(await screen.findByText('Your payment did not go through')).toBeTruthy()
    expect(screen.getByText('The payment service said: Card declined by issuer')).toBeTruthy()
    // The spent payment page is not offered again; the hold timer still runs.
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull()
    expect(screen.getByText('Held for you for')).toBeTruthy()
    await screen.findByRole('radio', { name: 'Nagad' })
    expect(screen.getByRole('radio', { name: 'Card' }).getAttribute('aria-checked')).toBe('true')

    fireEvent.click(screen.getByRole('radio', { name: 'Nagad' }))
    fireEvent.click(screen.getByRole('button', { name: 'Pay ৳1,600.00 with Nagad' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sslcommerz-sandbox/EasyCheckOut/new'))
    expect(requests.find((request) => request.key.startsWith('POST'))?.body).toEqual({
      PaymentMethod: 'sslcommerz',
      PaymentChannel: 'nagad',
    })
    vi.unstubAllGlobals()
  })

  it('lets a buyer back from a page left unpaid change their mind and pay another way', async () => {
    const held: Purchase = {
      ...paid(true),
      Status: 'pending',
      PaymentMethod: 'bkash',
      PaymentStatus: 'pending',
      Total: 1600,
      ExpiresAt: new Date(Date.now() + 600_000).toISOString(),
      PaidAt: null,
      PaymentURL: 'https://bkash.example/pay/1',
      FailureReason: null,
    }
    const methods = ['bkash', 'nagad'].map((option) => ({
      Option: option,
      Method: option === 'bkash' ? 'bkash' : 'sslcommerz',
      Name: { bkash: 'bKash', nagad: 'Nagad' }[option],
      Bn: { Name: option },
      Logo: `/payment-logos/${option}.svg`,
    }))
    stubApi({
      [`GET /api/purchase/${PURCHASE}?access=tok`]: { body: held },
      [`GET /api/event/${EVENT}/payment-methods`]: { body: methods },
    })
    clearSession()
    renderPage('tok')

    expect(await screen.findByRole('link', { name: 'Pay ৳1,600.00 with bKash' })).toBeTruthy()
    // Nothing failed: no alarm, only the offer.
    expect(screen.queryByText('Your payment did not go through')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Pay another way' }))
    expect(await screen.findByRole('radio', { name: 'Nagad' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Pay ৳1,600.00 with bKash' })).toBeNull()
    expect(screen.queryByText('Your payment did not go through')).toBeNull()
  })

  it('shows a payment under review as being checked, without its tickets', async () => {
    const TICKET = '77777777-7777-4777-8777-777777777777'
    const inReview: Purchase = {
      ...paid(true),
      PaymentMethod: 'sslcommerz',
      PaymentChannel: 'nagad',
      PaymentStatus: 'review',
      Total: 800,
      TrxID: 'BANK123',
      Items: [
        {
          ID: '88888888-8888-4888-8888-888888888881',
          TicketID: TICKET,
          Section: 'Hall',
          Category: 'Gold',
          BundleID: null,
          Code: null,
          CheckedInAt: null,
          URL: null,
        },
      ],
    }
    stubApi({ [`GET /api/purchase/${PURCHASE}`]: { body: inReview } })
    renderPage()
    expect(await screen.findByText('Your payment is being checked')).toBeTruthy()
    expect(
      screen.getByText('Your tickets will appear here and reach you by SMS and e-mail once it is cleared.'),
    ).toBeTruthy()
    expect(screen.getByText('Payment under review')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your tickets' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Turn off links sent to me' })).toBeNull()
  })

  it('says how a paid purchase was paid', async () => {
    stubApi({
      [`GET /api/purchase/${PURCHASE}`]: {
        body: {
          ...paid(true),
          PaymentMethod: 'sslcommerz',
          PaymentChannel: 'rocket',
          Total: 500,
          TrxID: 'R1',
        },
      },
    })
    renderPage()
    expect(await screen.findByText(/Paid with Rocket · Transaction R1/)).toBeTruthy()
  })
})
