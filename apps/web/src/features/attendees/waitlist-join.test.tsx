import { MantineProvider } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
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

// The event's policy (waiting list on), then the answers to each join in turn.
function stubApi(joins: Response[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/attendee-policy'))
        return Response.json({
          WaitlistEnabled: true,
          TransfersEnabled: true,
          TransferDeadline: null,
          CancelDeadline: null,
          CancelRefundPercent: null,
        })
      if (init.method === 'POST') return joins.shift() ?? new Response(null, { status: 500 })
      return new Response(null, { status: 404 })
    }),
  )
}

function renderJoin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <WaitlistJoin eventId={EVENT} tickets={[ticket]} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

describe('joining the waiting list', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('attendees')
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('says a refused phone under the field, and the error goes once the corrected number joins', async () => {
    stubApi([
      Response.json(PHONE_REFUSED, { status: 400 }),
      Response.json({ ID: '33333333-3333-4333-8333-333333333333', Position: 1, LeaveToken: 't' }),
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
    expect(await screen.findByText("You're on the list — number 1")).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(PHONE_REFUSED.Phone)).toBeNull())
  })
})
