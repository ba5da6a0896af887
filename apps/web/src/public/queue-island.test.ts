import { QUEUE_PASS_HEADER } from '@mela/shared/constants'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readQueueEntry, saveQueueEntry } from '../lib/queue-pass.ts'
import { placeOrder } from './checkout-order.ts'
import { startQueue } from './queue-island.ts'

const EVENT = '6f1c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e0f'
const passFor = (seconds: number) => `Q1.${EVENT}.place.${Math.floor(Date.now() / 1000) + seconds}.sig`

// The parts of the waiting screen and the pass bar the script works with, as the server draws them.
const PAGE = `
  <div data-public="queue" data-event="${EVENT}" data-opens-at="2020-01-01T00:00:00Z" data-lang="bn">
    <div data-queue-state="opening" hidden><p data-look="queue-countdown"></p></div>
    <div data-queue-state="joining"><div data-look="queue-held" hidden>too many</div></div>
    <div data-queue-state="place" hidden>
      <p data-testid="queue-position"></p>
      <p data-look="queue-estimate" data-soon="soon" data-template="about {minutes} min"></p>
    </div>
    <div data-queue-state="expired" hidden><button data-look="queue-join-again"></button></div>
    <div data-queue-state="refused" hidden></div>
    <div data-look="queue-offline" hidden></div>
  </div>
  <div data-public="pass-timer" data-urgent="urgent">
    <div data-look="pass-left"><span data-look="pass-time"></span><span data-look="pass-minutes" data-template="{n} min"></span></div>
    <div data-look="pass-ended" hidden><button data-look="pass-join-again"></button></div>
  </div>`

const answer = (status: number, body: object = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))
const place = (extra: object) => ({ Token: 'tok.sig', OpensAt: null, EstimatedWaitSeconds: 0, ...extra })
const shown = () =>
  document.querySelector<HTMLElement>('[data-queue-state]:not([hidden])')?.dataset.queueState

describe("the rendered waiting screen's script", () => {
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    document.body.innerHTML = PAGE
    document.documentElement.removeAttribute('data-queue-pass')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('joins with the browser key, shows the place in Bengali digits, and lets the buyer in with the pass', async () => {
    const pass = passFor(300)
    const fetch = vi
      .fn()
      .mockReturnValueOnce(answer(200, place({ Status: 'waiting', Position: 12, EstimatedWaitSeconds: 150 })))
      .mockReturnValueOnce(answer(200, place({ Status: 'admitted', Position: 0, Admission: pass })))
    vi.stubGlobal('fetch', fetch)
    const admitted = vi.fn()
    startQueue(null, admitted)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/event/${EVENT}/queue`)
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({ ClientKey: readQueueEntry(EVENT).ClientKey })
    expect(shown()).toBe('place')
    expect(document.querySelector('[data-testid="queue-position"]')?.textContent).toBe('১২')
    expect(document.querySelector('[data-look="queue-estimate"]')?.textContent).toBe('about ৩ min')

    // The next poll, 5 s on, asks for the place by its token and brings the pass.
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetch.mock.calls[1]?.[0]).toBe(`/api/event/${EVENT}/queue/tok.sig`)
    expect(readQueueEntry(EVENT)).toMatchObject({ Token: 'tok.sig', Admission: pass })
    expect(document.documentElement.hasAttribute('data-queue-pass')).toBe(true)
    expect(admitted).toHaveBeenCalledOnce()
    expect(document.querySelector('[data-look="pass-time"]')?.textContent).toMatch(/^০[৪৫]:[০-৯]{2}$/)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('goes straight to checkout with a live pass, and back to the queue once it has run out', async () => {
    saveQueueEntry(EVENT, { ClientKey: 'k', Token: 'tok.sig', Admission: passFor(3) })
    const fetch = vi.fn().mockReturnValue(answer(200, place({ Status: 'waiting', Position: 4 })))
    vi.stubGlobal('fetch', fetch)
    startQueue(null, () => {})
    expect(document.documentElement.hasAttribute('data-queue-pass')).toBe(true)
    expect(fetch).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(4000)
    expect(document.querySelector<HTMLElement>('[data-look="pass-ended"]')?.hidden).toBe(false)
    document.querySelector<HTMLElement>('[data-look="pass-join-again"]')?.click()
    await vi.advanceTimersByTimeAsync(0)
    // A new key: a new place at the back.
    expect(readQueueEntry(EVENT).ClientKey).not.toBe('k')
    expect(document.documentElement.hasAttribute('data-queue-pass')).toBe(false)
    expect(shown()).toBe('place')
  })

  it("says the network's refusal and tries again by itself", async () => {
    const fetch = vi
      .fn()
      .mockReturnValueOnce(answer(429, { code: 'QUEUE_TOO_MANY' }))
      .mockReturnValue(answer(200, place({ Status: 'waiting', Position: 1 })))
    vi.stubGlobal('fetch', fetch)
    startQueue(null, () => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(document.querySelector<HTMLElement>('[data-look="queue-held"]')?.hidden).toBe(false)
    await vi.advanceTimersByTimeAsync(8000)
    expect(shown()).toBe('place')
  })
})

describe("the rendered checkout's order behind the queue", () => {
  it('carries the pass as the app does, and spends it once the order is placed', async () => {
    const pass = passFor(300)
    saveQueueEntry(EVENT, { ClientKey: 'k', Token: 'tok.sig', Admission: pass })
    const fetch = vi.fn().mockReturnValue(answer(200, { ID: 'p', Status: 'paid' }))
    vi.stubGlobal('fetch', fetch)
    const placed = await placeOrder({ EventID: EVENT }, null)
    expect(placed.ok).toBe(true)
    expect(fetch.mock.calls[0]?.[1].headers[QUEUE_PASS_HEADER]).toBe(pass)
    expect(readQueueEntry(EVENT).Admission).toBeUndefined()
    vi.unstubAllGlobals()
  })
})
