import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { emitAppEvent, onAppEvent, useAppEvent } from './app-events.ts'

describe('app events', () => {
  it('reach the listeners of their own name only', () => {
    const added = vi.fn()
    const removed = vi.fn()
    const stop = onAppEvent('organizer:add', added)
    const stopRemoved = onAppEvent('organizer:remove', removed)
    emitAppEvent('organizer:add', { accountId: 'a', userId: 'u' })
    expect(added).toHaveBeenCalledWith({ accountId: 'a', userId: 'u' })
    expect(removed).not.toHaveBeenCalled()
    stop()
    stopRemoved()
  })

  it('stop reaching a listener once it unsubscribes', () => {
    const handler = vi.fn()
    const stop = onAppEvent('bank-account:new', handler)
    stop()
    emitAppEvent('bank-account:new', { accountId: 'a' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('reach a component while it is mounted, through its latest handler', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { rerender, unmount } = renderHook(({ handler }) => useAppEvent('ticket:new', handler), {
      initialProps: { handler: first },
    })
    rerender({ handler: second })
    emitAppEvent('ticket:new', { eventId: 'e' })
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledWith({ eventId: 'e' })
    unmount()
    emitAppEvent('ticket:new', { eventId: 'e' })
    expect(second).toHaveBeenCalledTimes(1)
  })
})
