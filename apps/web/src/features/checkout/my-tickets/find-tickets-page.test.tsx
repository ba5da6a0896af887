import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../locales/translation.ts'
import { FindTicketsPage } from './find-tickets-page.tsx'

// The API's answer; records what was asked.
function stubApi(answer: () => Response) {
  const sent: { url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, body: JSON.parse(String(init.body ?? 'null')) })
      return answer()
    }),
  )
  return sent
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <FindTicketsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

const sendPhone = async (phone: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: /Phone number/ }), { target: { value: phone } })
  fireEvent.click(screen.getByRole('button', { name: 'Text me my tickets' }))
}

describe('finding my tickets by phone', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('checkout')
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('sends the number as the API keeps it and says the links go to that phone, never showing them', async () => {
    const sent = stubApi(() =>
      Response.json({ code: 'TICKET_LINKS_SENT', message: 'If this number bought tickets…' }),
    )
    renderPage()
    await sendPhone('০১৭১১২২২৩৩৩')
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'If this number bought tickets without an account, their links are on their way to it by SMS.',
    )
    expect(sent).toEqual([{ url: '/api/purchase/links-by-phone', body: { Phone: '+8801711222333' } }])
  })

  it('refuses what is not a mobile number before asking', async () => {
    const sent = stubApi(() => Response.json({}))
    renderPage()
    await sendPhone('12345')
    expect(await screen.findByText(/01XXXXXXXXX/)).toBeTruthy()
    expect(sent).toEqual([])
  })
})
