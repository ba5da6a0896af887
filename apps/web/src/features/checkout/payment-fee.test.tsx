import type { PaymentMethodOption } from '@mela/shared/payment-methods'
import type { Quote } from '@mela/shared/purchase'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderInApp } from '../../test/test-app.tsx'
import { i18n } from './locales/translation.ts'
import { PaymentMethodChoice } from './payment-method-choice.tsx'
import { QuoteSummary } from './quote-summary.tsx'

// An event that passes payment fees to buyers: each way's fee beside its name, and the chosen way's fee
// as its own line above the total, before paying.
const way = (Option: 'card' | 'nagad', SurchargePercent?: number): PaymentMethodOption => ({
  Option,
  Method: 'sslcommerz',
  Channel: Option,
  Name: Option === 'card' ? 'Card' : 'Nagad',
  Bn: { Name: Option === 'card' ? 'কার্ড' : 'নগদ' },
  Logo: `/payment-logos/${Option}.svg`,
  ...(SurchargePercent === undefined ? {} : { SurchargePercent }),
})
const quote = (Surcharge: number): Quote => ({
  Lines: [],
  Subtotal: 2000,
  Discount: 0,
  Surcharge,
  Total: 2000 + Surcharge,
})
const choice = (methods: PaymentMethodOption[]) => ({
  methods,
  loading: false,
  chosen: methods[0] as PaymentMethodOption,
  choose: () => {},
})

describe('the payment fee at checkout', () => {
  beforeAll(() => i18n.loadNamespaces('checkout'))
  afterEach(cleanup)

  it('shows each way’s fee and the chosen way’s fee above the total, in English and Bengali', async () => {
    await i18n.changeLanguage('en')
    renderInApp(
      <PaymentMethodChoice choice={choice([way('card', 2.5), way('nagad', 1.5)])} label="Pay with" />,
    )
    expect(screen.getByText('+2.5% fee')).toBeTruthy()
    expect(screen.getByText('+1.5% fee')).toBeTruthy()
    cleanup()
    renderInApp(<QuoteSummary quote={quote(50)} />)
    expect(screen.getByText('Payment fee')).toBeTruthy()
    expect(screen.getByText('+৳50.00')).toBeTruthy()
    cleanup()
    await i18n.changeLanguage('bn')
    renderInApp(<QuoteSummary quote={quote(50)} />)
    expect(screen.getByText('পেমেন্ট ফি')).toBeTruthy()
    await i18n.changeLanguage('en')
  })

  it('shows no fee where the organizer keeps it', async () => {
    renderInApp(<PaymentMethodChoice choice={choice([way('card'), way('nagad')])} label="Pay with" />)
    expect(screen.queryByText(/fee/)).toBeNull()
    cleanup()
    renderInApp(<QuoteSummary quote={quote(0)} />)
    expect(screen.queryByText('Payment fee')).toBeNull()
  })
})
