import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderInApp, stubApi } from '../../../test/test-app.tsx'
import { i18n } from '../locales/translation.ts'
import { CheckoutUnavailable } from './checkout-unavailable.tsx'

const ID = '11111111-1111-4111-8111-111111111111'
const event = (PublishedAt: string | null) => ({
  ID,
  Title: 'Baul Night',
  StartsAt: '2099-01-01T14:00:00Z',
  EndsAt: '2099-01-01T18:00:00Z',
  Online: false,
  Venue: 'Shilpakala',
  ImageURL: null,
  PublishedAt,
  HiddenAt: null,
  Account: { Name: 'Dhaka Folk' },
})

describe("the app's answer at checkout, which the server renders", () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('checkout')
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('tells the team an event not yet published is not on sale', async () => {
    stubApi({ [`GET /api/event/${ID}`]: { body: event(null) } })
    renderInApp(<CheckoutUnavailable eventId={ID} />)
    expect(await screen.findByText('This event is not on sale right now.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Baul Night' })).toBeTruthy()
  })

  it('asks the server again for an event on sale whose checkout it could not draw', async () => {
    stubApi({ [`GET /api/event/${ID}`]: { body: event('2026-11-01T00:00:00Z') } })
    renderInApp(<CheckoutUnavailable eventId={ID} />)
    const again = await screen.findByRole('link', { name: 'Try again' })
    expect(again.getAttribute('href')).toBe(`/purchase/create/event/${ID}`)
  })
})
