import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PURCHASE, withTickets } from '../../../test/purchase-fixtures.ts'
import { renderInApp } from '../../../test/test-app.tsx'
import { i18n } from '../locales/translation.ts'
import { PurchaseCard } from './purchase-card.tsx'

describe('a purchase in My tickets', () => {
  beforeAll(() => i18n.loadNamespaces('checkout'))
  afterEach(cleanup)

  it('offers Print beside Download PDF, which opens the tickets ready to print', async () => {
    await i18n.changeLanguage('en')
    const { router } = renderInApp(<PurchaseCard purchase={withTickets} />)
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Print' }))
    expect(router.state.location.pathname).toBe(`/purchase/view/${PURCHASE}`)
    expect(router.state.location.search).toBe('?print=1')
  })

  it('says so in Bengali', async () => {
    await i18n.changeLanguage('bn')
    renderInApp(<PurchaseCard purchase={withTickets} />)
    expect(screen.getByText('বাউল সন্ধ্যা')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'PDF ডাউনলোড' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'প্রিন্ট' }).getAttribute('href')).toBe(
      `/purchase/view/${PURCHASE}?print=1`,
    )
    await i18n.changeLanguage('en')
  })

  it('offers neither for a purchase without tickets to show', async () => {
    renderInApp(<PurchaseCard purchase={{ ...withTickets, Items: [] }} />)
    expect(screen.queryByRole('link', { name: 'Print' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull()
  })
})
