import { MantineProvider } from '@mantine/core'
import type { Purchase, PurchaseItem } from '@mela/shared/purchase'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import { EVENT, itemOf, purchaseOf } from '../../test/purchase-fixtures.ts'
import { stubApi } from '../../test/test-app.tsx'
import { AttendeeActions } from './attendee-actions.tsx'

const item = itemOf
const purchase = (items: PurchaseItem[], more: Partial<Purchase> = {}): Purchase =>
  purchaseOf({
    Event: { ...purchaseOf().Event, Venue: null },
    PaymentMethod: 'bkash',
    Subtotal: 500,
    Total: 500,
    TrxID: 'T1',
    Items: items,
    ...more,
  })

function show(bought: Purchase) {
  const requests = stubApi({
    [`POST /api/purchase/${bought.ID}/cancel-paid`]: { body: bought },
    [`GET /api/event/${EVENT}/attendee-policy`]: {
      body: {
        WaitlistEnabled: true,
        TransfersEnabled: false,
        TransferDeadline: null,
        CancelDeadline: null,
        CancelRefundPercent: 80,
        Queue: { Enabled: false },
      },
    },
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <AttendeeActions purchase={bought} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
  return requests
}

describe('a buyer’s own cancellation', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces(['waitlist', 'translation'])
  })
  afterEach(cleanup)

  it('is offered while every ticket of the order is still the buyer’s and unused', async () => {
    show(purchase([item({})]))
    expect(await screen.findByRole('button', { name: 'Cancel and refund 80%' })).toBeTruthy()
  })

  it('says why it is gone once every ticket was let in, or passed on', async () => {
    show(purchase([item({ CheckedInAt: '2029-12-05T00:00:00.000Z', Code: null })]))
    expect(await screen.findByText('You cannot cancel: a ticket of this order was let in')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull()
    cleanup()
    show(purchase([item({ TransferredAt: '2029-12-05T00:00:00.000Z', Code: null })]))
    expect(await screen.findByText('You cannot cancel: a ticket of this order was passed on')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull()
  })

  it('says being refunded while bKash has not confirmed the refund, with no button to press again', async () => {
    show(purchase([item({ Code: null })], { Refunding: 400 }))
    expect(await screen.findByText('Your purchase is cancelled')).toBeTruthy()
    expect(screen.getByText(/^৳400\.00 is being refunded to the bKash account you paid from/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull()
  })

  it('lets the buyer choose the tickets to cancel, all that may be at first, and says what comes back', async () => {
    const TICKET = '77777777-7777-4777-8777-777777777777'
    const [first, second, inside] = [item({}), item({}), item({ CheckedInAt: '2029-12-05T00:00:00.000Z' })]
    const requests = show(
      purchase([first, second, inside], {
        Lines: [{ Kind: 'ticket', ID: TICKET, Name: 'Gallery', Quantity: 3, UnitPrice: 500, Amount: 1500 }],
        Subtotal: 1500,
        Total: 1500,
      }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel and refund 80%' }))
    const boxes = await screen.findAllByRole('checkbox')
    // The seat let in stays: only the two others are offered, both chosen.
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true])
    expect(screen.getByTestId('cancel-amount').textContent).toBe('৳800.00 returns to your bKash')
    fireEvent.click(boxes[1] as HTMLElement)
    expect(screen.getByTestId('cancel-amount').textContent).toBe('৳400.00 returns to your bKash')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel chosen tickets' }))
    await waitFor(() =>
      expect(requests.find((request) => request.key.startsWith('POST'))?.body).toEqual({
        ItemIDs: [first.ID],
      }),
    )
  })
})
