import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import { readQueueEntry, saveQueueEntry } from '../../lib/queue-pass.ts'
import { QueueGate } from './queue-gate.tsx'

const EVENT = '22222222-2222-4222-8222-222222222222'
const policy = {
  WaitlistEnabled: false,
  TransfersEnabled: false,
  TransferDeadline: null,
  CancelDeadline: null,
  CancelRefundPercent: null,
  Queue: { Enabled: true, OpensAt: '2026-01-01T00:00:00.000Z', AdmitPerMinute: 10, AdmitMinutes: 10 },
}

/** A pass this browser was given, running out `seconds` from now. */
function holdPass(seconds: number) {
  const expires = Math.floor(Date.now() / 1000) + seconds
  saveQueueEntry(EVENT, {
    ...readQueueEntry(EVENT),
    Token: 'place.sig',
    Admission: `Q1.${EVENT}.p.${expires}.sig`,
  })
}

function renderGate() {
  const joins: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/attendee-policy')) return Response.json(policy)
      if (init.method === 'POST') joins.push(JSON.parse(String(init.body)))
      return new Response(null, { status: 503 })
    }),
  )
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Suspense fallback={null}>
          <QueueGate eventId={EVENT}>
            <p>checkout</p>
          </QueueGate>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
  return joins
}

describe('checkout once let in from the queue', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('bn')
    await i18n.loadNamespaces('queue')
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('says in Bengali how long the pass lasts, counting down, then how to queue again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    holdPass(9 * 60 + 41)
    const joins = renderGate()
    expect(await screen.findByText('checkout')).toBeTruthy()
    const timer = await screen.findByTestId('queue-pass-timer')
    expect(timer.textContent).toMatch(/^আপনার পালা: কেনা শেষ করতে আর ০৯:(৪১|৪০) বাকি/)
    await act(() => vi.advanceTimersByTimeAsync(8 * 60_000))
    expect(timer.textContent).toMatch(/আর ০১:(৪১|৪০) বাকি/)
    expect(timer.getAttribute('data-ending')).toBe('true')

    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000))
    expect(screen.getByRole('alert').textContent).toContain('আপনার পালা শেষ')
    fireEvent.click(screen.getByRole('button', { name: 'আবার সারিতে দাঁড়ান' }))
    // A new place at the back: the old pass and token are forgotten, the waiting screen joins afresh.
    expect(await screen.findByText('সারিতে যোগ দিচ্ছি…')).toBeTruthy()
    expect(screen.queryByText('checkout')).toBeNull()
    expect(readQueueEntry(EVENT).Admission).toBeUndefined()
    expect(joins).toHaveLength(1)
  })
})
