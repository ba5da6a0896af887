import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { onAppEvent } from '../../lib/app-events.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { getSidebarState, openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { i18n } from './locales/translation.ts'
import './sidebar-forms.ts'
import { EVENT, ticketOf } from './testing/ticket-fixture.ts'
import { TicketForm } from './ticket-form.tsx'

vi.mock('../../lib/notify.ts', async (original) => ({
  ...(await original<typeof import('../../lib/notify.ts')>()),
  notifySuccess: vi.fn(),
}))

const ACCOUNT = '44444444-4444-4444-8444-444444444444'
const ticket = ticketOf({ Note: 'Gate B' })

// Answers the event (in person, collectibles off) and the ticket's PATCH; records what was sent.
function stubApi() {
  const sent: { key: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`
      sent.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
      if (key === `GET /api/event/${EVENT}`) return Response.json({ ID: EVENT, Online: false, Account: {} })
      if (key === `PATCH /api/ticket/${ticket.ID}`) return Response.json({ ...ticket, Capacity: 150 })
      return new Response(null, { status: 404 })
    }),
  )
  return sent
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const ui = <TicketForm eventId={EVENT} accountId={ACCOUNT} ticket={ticket} />
  const router = createMemoryRouter([{ path: '/', element: ui }])
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

const capacity = () => screen.getByRole('textbox', { name: /^Capacity/ })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

describe('ticket form, updating', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('catalog')
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('keeps section, category and price fixed and refuses a lower capacity', async () => {
    const sent = stubApi()
    renderForm()
    expect((screen.getByRole('textbox', { name: /^Section/ }) as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByRole('textbox', { name: /^Price/ }) as HTMLInputElement).disabled).toBe(true)
    fireEvent.change(capacity(), { target: { value: '90' } })
    save()
    expect(await screen.findByText('Capacity cannot be decreased')).toBeTruthy()
    expect(sent.filter(({ key }) => key.startsWith('PATCH'))).toEqual([])
  })

  it('sends only the four changeable fields, then announces, notifies and closes', async () => {
    const sent = stubApi()
    const announced = vi.fn()
    const stop = onAppEvent('ticket:edit', announced)
    openSidebar({ form: 'ticket', props: { eventId: EVENT, accountId: ACCOUNT, ticket } })
    renderForm()
    fireEvent.change(capacity(), { target: { value: '150' } })
    save()

    await waitFor(() => expect(getSidebarState().shown).toBe(false))
    expect(sent.find(({ key }) => key.startsWith('PATCH'))?.body).toEqual({ Capacity: 150, Note: 'Gate B' })
    expect(notifySuccess).toHaveBeenCalledWith('Ticket Gallery Adult Updated')
    expect(announced).toHaveBeenCalledWith({ eventId: EVENT })
    stop()
  })
})
