import { MantineProvider } from '@mantine/core'
import { formatDate } from '@mela/shared/dates'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import { saleOpening } from '../../lib/sale-opening.ts'
import { QueueWait } from './queue-wait.tsx'

const EVENT = '11111111-1111-4111-8111-111111111111'
const TOO_MANY = {
  code: 'QUEUE_TOO_MANY',
  message: 'Too many places in this queue were taken from your network. Please try again in a few seconds.',
}

/** The answers to each join in turn, keeping the bodies the screen sent; every poll is a waiting place. */
function stubApi(joins: Response[]) {
  const sent: Record<string, unknown>[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)))
        return joins.shift() ?? new Response(null, { status: 500 })
      }
      if (url.includes('/queue/')) return Response.json(waiting)
      if (url.endsWith(`/event/${EVENT}`)) return Response.json(event)
      return new Response(null, { status: 404 })
    }),
  )
  return sent
}

// Enough of the event for the waiting screen: its title in both languages.
const event = { ID: EVENT, Title: 'Shironamhin Live', Bn: { Title: 'শিরোনামহীন লাইভ' } }

// Ten minutes from now, on the minute, so the clock time shown is whole.
const opensAt = new Date(Math.ceil((Date.now() + 600_000) / 60_000) * 60_000)

const waiting = {
  Token: 'place.signature',
  Position: 0,
  Status: 'waiting',
  OpensAt: opensAt.toISOString(),
  EstimatedWaitSeconds: 600,
}

function renderWait() {
  const client = new QueryClient()
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <QueueWait eventId={EVENT} onAdmitted={() => {}} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

describe('the waiting screen', () => {
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

  it('joins with a key of its own, says in Bengali when its network took too many places, and tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const sent = stubApi([Response.json(TOO_MANY, { status: 429 }), Response.json(waiting)])
    renderWait()
    expect(
      await screen.findByText(
        'আপনার নেটওয়ার্ক থেকে এই সারিতে অনেক বেশি স্থান নেওয়া হয়েছে। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
      ),
    ).toBeTruthy()
    expect(screen.getByText('সারিতে যোগ দিচ্ছি…')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(8000))
    expect(await screen.findByText('বিক্রি শুরু হবে')).toBeTruthy()
    // Both tries sent the one key this browser keeps, so the second found what the first would have.
    expect(sent).toHaveLength(2)
    expect(sent[0]?.ClientKey).toMatch(/^[A-Za-z0-9_-]{16,100}$/)
    expect(sent[1]?.ClientKey).toBe(sent[0]?.ClientKey)
  })

  it("names the event in Bengali and the opening's clock time on Dhaka's clock in Bengali digits", async () => {
    stubApi([Response.json(waiting)])
    renderWait()
    expect((await screen.findByTestId('queue-event')).textContent).toBe('শিরোনামহীন লাইভ')
    const { time, day } = saleOpening(opensAt.toISOString(), 'bn')
    expect(time).toBe(formatDate(opensAt, 'h:mm a', { lang: 'bn' }))
    expect(time).toMatch(/^[০-৯]{1,2}:[০-৯]{2} /)
    expect(await screen.findByText(`শুরু: ${day ? `${day}, ` : ''}${time} (ঢাকার সময়)`)).toBeTruthy()
  })
})
