import { MantineProvider } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOf } from '../../../test/purchase-fixtures.ts'
import { stubApi } from '../../../test/test-app.tsx'
import { i18n } from '../locales/translation.ts'
import { PurchaseRow } from './purchase-row.tsx'

// Paid with Nagad through SSLCommerz, and marked risky by the gateway: the superuser has not cleared it.
const inReview: Purchase = purchaseOf({
  PaymentStatus: 'review',
  PaymentMethod: 'sslcommerz',
  PaymentChannel: 'nagad',
  Subtotal: 800,
  Total: 800,
  TrxID: 'BANK123',
  Buyer: { FirstName: 'Karim', Phone: '01712345678' },
  ViewerIsHolder: false,
})

function renderRow(purchase: Purchase) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <ul>
            <PurchaseRow purchase={purchase} />
          </ul>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

describe("an event's purchase list, a payment held for review", () => {
  beforeAll(() => i18n.loadNamespaces(['checkout', 'refund']))
  afterEach(cleanup)
  afterAll(() => i18n.changeLanguage('en'))

  it('says the payment is under review, not paid, beside the way it was paid', async () => {
    stubApi({})
    await i18n.changeLanguage('en')
    renderRow(inReview)
    const row = await screen.findByRole('listitem', { name: 'Karim' })
    expect(within(row).getByText('Payment under review')).toBeTruthy()
    expect(within(row).queryByText('Paid')).toBeNull()
    expect(within(row).getByText(/Nagad/)).toBeTruthy()
  })

  it('says it in Bengali', async () => {
    stubApi({})
    await i18n.changeLanguage('bn')
    renderRow(inReview)
    const row = await screen.findByRole('listitem', { name: 'Karim' })
    expect(within(row).getByText('পেমেন্ট যাচাই চলছে')).toBeTruthy()
    expect(within(row).getByText(/নগদ/)).toBeTruthy()
  })

  it('reads paid once the payment is cleared', async () => {
    stubApi({})
    await i18n.changeLanguage('en')
    renderRow({ ...inReview, PaymentStatus: 'paid' })
    const row = await screen.findByRole('listitem', { name: 'Karim' })
    expect(within(row).getByText('Paid')).toBeTruthy()
    expect(within(row).queryByText('Payment under review')).toBeNull()
  })
})
