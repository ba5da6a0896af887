import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { saveSession } from '../../../lib/session.ts'
import { i18n } from '../locales/translation.ts'
import { ConfirmEmailHint } from './confirm-email-hint.tsx'

function renderHint() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <ConfirmEmailHint />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

describe('the hint on My tickets', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('checkout')
  })
  afterEach(() => {
    cleanup()
    localStorage.clear()
    vi.unstubAllGlobals()
  })

  it('tells a reader with an unconfirmed e-mail why guest tickets are missing, and sends the link again', async () => {
    const sent: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        sent.push(`${init.method} ${url}`)
        return Response.json({ code: 'VERIFICATION_SENT', message: 'We sent you a new confirmation link.' })
      }),
    )
    saveSession({ Username: 'rina', Email: 'rina@example.com', EmailVerified: false }, 'token')
    renderHint()
    expect(
      await screen.findByText(
        'Bought tickets as a guest with rina@example.com? Confirm your e-mail to see those tickets here.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link again' }))
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'We sent you a new confirmation link.',
    )
    expect(sent).toEqual(['POST /api/auth/verify-email/resend'])
  })

  it('says nothing once the e-mail is confirmed, or when there is none', async () => {
    saveSession({ Username: 'rina', Email: 'rina@example.com', EmailVerified: true }, 'token')
    renderHint()
    saveSession({ Username: 'karim', Email: null, EmailVerified: false }, 'token')
    renderHint()
    await i18n.loadNamespaces('checkout')
    expect(screen.queryByText(/Bought tickets as a guest/)).toBeNull()
  })
})
