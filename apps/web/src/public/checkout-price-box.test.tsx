import { MantineProvider } from '@mantine/core'
import type { Quote } from '@mela/shared/purchase'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../features/checkout/locales/translation.ts'
import { QuoteSummary } from '../features/checkout/quote-summary.tsx'
import type { CheckoutData } from './checkout-data.ts'
import { quoteBox } from './checkout-dom.ts'
import { SHAPE } from './public-order-summary.tsx'

// The rendered checkout's script copies the price box the server drew (SHAPE) and fills it from each quote:
// the payment fee's line, when the chosen way carries one, sits above the total.
const quote = (Surcharge: number): Quote => ({
  Lines: [],
  Subtotal: 2000,
  Discount: 0,
  Surcharge,
  Total: 2000 + Surcharge,
})

describe('the rendered checkout’s price box', () => {
  beforeAll(() => i18n.loadNamespaces('checkout'))
  afterEach(cleanup)

  it('fills the fee’s line the server drew, or takes it away', async () => {
    await i18n.changeLanguage('en')
    const { container } = render(
      <MantineProvider env="test">
        <QuoteSummary quote={SHAPE} />
      </MantineProvider>,
    )
    const shape = document.createElement('template')
    shape.innerHTML = container.querySelector('.mantine-Stack-root')?.outerHTML ?? ''
    const data = { names: {}, texts: { priceFree: 'Free' } } as unknown as CheckoutData
    const rows = (surcharge: number) =>
      Array.from(quoteBox(shape, quote(surcharge), data, 'en')?.children ?? []).map((row) => row.textContent)
    expect(rows(50).slice(-2)).toEqual(['Payment fee+৳50.00', 'Total৳2,050.00'])
    expect(rows(0).some((row) => row?.includes('Payment fee'))).toBe(false)
  })
})
