import { MantineProvider } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import { WaitlistJoin } from './waitlist-join.tsx'

const EVENT = '11111111-1111-4111-8111-111111111111'
const ticket: Ticket = {
  ID: '22222222-2222-4222-8222-222222222222',
  EventId: EVENT,
  Section: 'Gallery',
  Category: 'Regular',
  Price: 500,
  Capacity: 1,
  LimitPerUser: null,
  Sold: 1,
  Available: 0,
  URL: null,
  Note: null,
  Collectibles: [],
}
const PHONE_REFUSED = { Phone: 'Value is not a valid phone number: write it as 01XXXXXXXXX' }
const PLACE = '33333333-3333-4333-8333-333333333333'
const waiting = {
  ID: PLACE,
  TicketID: ticket.ID,
  Status: 'waiting',
  Position: 1,
  OfferExpiresAt: null,
  Seated: false,
}

/**
 * The event's policy (waiting list on), the place as the server has it now (`place`, read with its
 * token), the answers to each join in turn, and the offer's link.
 */
function stubApi(joins: Response[], place: () => object = () => waiting) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`)
      if (url.endsWith('/attendee-policy'))
        return Response.json({
          WaitlistEnabled: true,
          TransfersEnabled: true,
          TransferDeadline: null,
          CancelDeadline: null,
          CancelRefundPercent: null,
        })
      if (url.includes(`/waitlist/${PLACE}/offer?token=t`))
        return Response.json({ Path: `/purchase/view/p1?access=a&offer=o` })
      if (url.includes(`/waitlist/${PLACE}?token=t`)) return Response.json(place())
      if (init.method === 'POST') return joins.shift() ?? new Response(null, { status: 500 })
      return new Response(null, { status: 404 })
    }),
  )
  return calls
}

function renderJoin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/e/event']}>
          <Routes>
            <Route
              path="/e/event"
              element={
                <Suspense fallback={null}>
                  <WaitlistJoin eventId={EVENT} tickets={[ticket]} />
                </Suspense>
              }
            />
            <Route path="/purchase/view/p1" element={<p>The offer's page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

describe('joining the waiting list', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('waitlist')
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('says a refused phone under the field, and the error goes once the corrected number joins', async () => {
    stubApi([
      Response.json(PHONE_REFUSED, { status: 400 }),
      Response.json({ ID: PLACE, Position: 1, LeaveToken: 't' }),
    ])
    renderJoin()
    fireEvent.change(await screen.findByRole('textbox', { name: 'First name' }), {
      target: { value: 'Karim' },
    })
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    fireEvent.change(phone, { target: { value: '12345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }))
    expect(await screen.findByText(PHONE_REFUSED.Phone)).toBeTruthy()
    expect(phone.getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(phone, { target: { value: '01712345678' } })
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }))
    expect(await screen.findByText("You're on the list for Gallery · Regular — number 1")).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(PHONE_REFUSED.Phone)).toBeNull())
  })

  it('names the sold-out ticket, and speaks of a ticket, not a seat, for a counted one', async () => {
    stubApi([])
    renderJoin()
    expect(await screen.findByText('Sold out: Gallery · Regular')).toBeTruthy()
    expect(screen.getByText(/When a ticket frees up we hold it/)).toBeTruthy()
  })

  it('shows the offer made to the place this browser holds, its time left, and takes it through its link', async () => {
    localStorage.setItem(
      `mela.waitlist.${ticket.ID}`,
      JSON.stringify({ ID: PLACE, LeaveToken: 't', Position: 1 }),
    )
    const until = new Date(Date.now() + 29 * 60_000 + 30_000).toISOString()
    const calls = stubApi([], () => ({ ...waiting, Status: 'offered', OfferExpiresAt: until }))
    renderJoin()
    expect(await screen.findByText('A ticket is held for you')).toBeTruthy()
    expect(screen.queryByText(/You're on the list/)).toBeNull()
    expect(screen.getByText(/^Gallery · Regular is yours if you take it in the time left/)).toBeTruthy()
    expect(screen.getByText(/^Time left: 29:[23]\d$/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Take my ticket' }))
    expect(await screen.findByText("The offer's page")).toBeTruthy()
    expect(calls).toContain(`POST /api/waitlist/${PLACE}/offer?token=t`)
  })

  it('says the offer ended and lets the person join again', async () => {
    localStorage.setItem(
      `mela.waitlist.${ticket.ID}`,
      JSON.stringify({ ID: PLACE, LeaveToken: 't', Position: 1 }),
    )
    stubApi([], () => ({ ...waiting, Status: 'expired', Position: 0 }))
    renderJoin()
    expect(
      await screen.findByText('The offer of Gallery · Regular ended; it went to the next person waiting.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Join the list again' }))
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeTruthy()
    expect(localStorage.getItem(`mela.waitlist.${ticket.ID}`)).toBeNull()
  })
})
