import type { Purchase } from '@mela/shared/purchase'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSession } from '../../../lib/session.ts'
import { EVENT, PURCHASE } from '../../../test/purchase-fixtures.ts'
import { stubApi } from '../../../test/test-app.tsx'
import { i18n } from '../locales/translation.ts'
import { paid, renderPage } from './purchase-view-test-page.tsx'

describe('one purchase, as whoever opens it', () => {
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

  it('offers the buyer to turn off the links sent to them', async () => {
    stubApi({ [`GET /api/purchase/${PURCHASE}`]: { body: paid(true) } })
    renderPage()
    expect(await screen.findByRole('button', { name: 'Turn off links sent to me' })).toBeTruthy()
  })

  it('downloads the tickets as a PDF on the paper chosen', async () => {
    const requests = stubApi({ [`GET /api/purchase/${PURCHASE}`]: { body: paid(true) } })
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:tickets', revokeObjectURL: () => {} }),
    )
    renderPage()
    fireEvent.click(await screen.findByText('80 × 150 mm'))
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() =>
      expect(requests.map((request) => request.key)).toContainEqual(
        expect.stringMatching(
          new RegExp(`^GET /api/purchase/${PURCHASE}/tickets\\.pdf\\?size=small&lang=en$`),
        ),
      ),
    )
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy()
  })

  it("does not offer an organizer looking at someone else's order to take the buyer's links away", async () => {
    stubApi({ [`GET /api/purchase/${PURCHASE}`]: { body: paid(false) } })
    renderPage()
    expect(await screen.findByText('Baul night')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Turn off links sent to me' })).toBeNull()
  })

  it('says refunded once bKash confirmed it, and being refunded until then, as the SMS does', async () => {
    const refunded = {
      ...paid(true),
      Status: 'refunded' as const,
      PaymentMethod: 'bkash' as const,
      Refunded: 400,
    }
    stubApi({
      [`GET /api/purchase/${PURCHASE}`]: { body: { ...refunded, RefundedAt: '2029-12-02T00:00:00.000Z' } },
    })
    renderPage()
    expect(await screen.findByText('Your payment was refunded')).toBeTruthy()
    expect(screen.getByText('৳400.00 went back to the bKash account you paid from.')).toBeTruthy()
    expect(screen.queryByText(/working days|being refunded/)).toBeNull()
    cleanup()

    stubApi({ [`GET /api/purchase/${PURCHASE}`]: { body: refunded } })
    renderPage()
    expect(await screen.findByText('Your payment is being refunded')).toBeTruthy()
    expect(
      screen.getByText(
        /^৳400\.00 is on its way back to the bKash account you paid from; bKash has not confirmed it yet\.$/,
      ),
    ).toBeTruthy()
  })

  it("lists a bundle's seats under its line, side by side as a range", async () => {
    const BUNDLE = '66666666-6666-4666-8666-666666666666'
    const TICKET = '77777777-7777-4777-8777-777777777777'
    const seat = (n: number) => ({
      ID: `88888888-8888-4888-8888-88888888888${n}`,
      TicketID: TICKET,
      Section: 'Hall',
      Category: 'Balcony',
      BundleID: BUNDLE,
      Code: null,
      CheckedInAt: null,
      URL: null,
      SeatID: `B-C-${n}`,
      SeatSection: 'Balcony',
      Row: 'C',
      Seat: String(n),
    })
    const family: Purchase = {
      ...paid(true),
      Lines: [
        { Kind: 'bundle', ID: BUNDLE, Name: 'Family of 4', Quantity: 1, UnitPrice: 2800, Amount: 2800 },
      ],
      Items: [seat(12), seat(11), seat(13), seat(14)],
    }
    stubApi({ [`GET /api/purchase/${PURCHASE}`]: { body: family } })
    renderPage()
    expect((await screen.findByTestId('line-seats')).textContent).toBe('Section Balcony · Row C · Seat 11–14')
  })

  it('shows a held order the seats the server chose, in words and on the plan, before it is paid', async () => {
    const TICKET = '77777777-7777-4777-8777-777777777777'
    const seat = (n: number) => ({
      ID: `88888888-8888-4888-8888-88888888888${n}`,
      TicketID: TICKET,
      Section: 'Hall',
      Category: 'Gold',
      BundleID: null,
      Code: null,
      CheckedInAt: null,
      URL: null,
      SeatID: `S-C-${n}`,
      SeatSection: 'Stalls',
      Row: 'C',
      Seat: String(n),
    })
    const held: Purchase = {
      ...paid(true),
      Status: 'pending',
      PaymentMethod: 'bkash',
      Total: 1600,
      ExpiresAt: new Date(Date.now() + 600_000).toISOString(),
      PaidAt: null,
      PaymentURL: 'https://bkash.example/pay/1',
      Lines: [{ Kind: 'ticket', ID: TICKET, Name: 'Hall · Gold', Quantity: 2, UnitPrice: 800, Amount: 1600 }],
      Items: [seat(6), seat(5)],
    }
    const planSeat = (n: number) => ({
      ID: `S-C-${n}`,
      Number: String(n),
      X: n,
      Y: 0,
      TicketID: TICKET,
      Accessible: false,
      Status: n === 5 || n === 6 ? 'held' : 'free',
    })
    const plan = {
      Version: '1-2',
      Sections: [
        {
          ID: 'S',
          Name: 'Stalls',
          Bn: null,
          Rows: [{ ID: 'S-C', Label: 'C', Seats: [4, 5, 6, 7].map(planSeat) }],
        },
      ],
    }
    stubApi({
      [`GET /api/purchase/${PURCHASE}`]: { body: held },
      [`GET /api/event/${EVENT}/seating`]: { body: plan },
    })
    renderPage()
    expect((await screen.findByTestId('held-seats')).textContent).toBe('Section Stalls · Row C · Seat 5–6')
    expect(screen.getByRole('heading', { name: 'Your seats' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pay ৳1,600.00 with bKash' }).getAttribute('href')).toBe(
      'https://bkash.example/pay/1',
    )
    // The map is a lazy chunk: its first import in a busy test worker can take longer than findBy's second.
    await screen.findByRole('img', { name: 'Seating plan' }, { timeout: 5000 })
    const marked = [...document.querySelectorAll('[data-seat][data-chosen]')].map((g) =>
      g.getAttribute('data-seat'),
    )
    expect(marked.sort()).toEqual(['S-C-5', 'S-C-6'])
  })
})
