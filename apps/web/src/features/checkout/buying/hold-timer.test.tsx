import { MantineProvider } from '@mantine/core'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../locales/translation.ts'
import { HoldTimer } from './hold-timer.tsx'

const START = Date.parse('2026-03-01T10:00:00.000Z')

function renderTimer(minutes: number, onExpire = vi.fn()) {
  render(
    <MantineProvider env="test">
      <Suspense fallback={null}>
        <HoldTimer expiresAt={new Date(START + minutes * 60_000).toISOString()} onExpire={onExpire} />
      </Suspense>
    </MantineProvider>,
  )
  return onExpire
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('the hold timer', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('checkout')
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('counts down in mm:ss', () => {
    vi.useFakeTimers({ now: START })
    renderTimer(15)
    expect(screen.getByText('15:00')).toBeTruthy()
    tick(61_000)
    expect(screen.getByText('13:59')).toBeTruthy()
  })

  it('turns red for the last two minutes only', () => {
    vi.useFakeTimers({ now: START })
    renderTimer(3)
    const clock = () => screen.getByText(/^\d\d:\d\d$/).closest('[data-ending]')
    expect(clock()).toBeNull()
    tick(60_000)
    expect(clock()).not.toBeNull()
  })

  it('announces the end of the hold once', () => {
    vi.useFakeTimers({ now: START })
    const onExpire = renderTimer(0.05)
    expect(screen.getByRole('status').textContent).toBe('')
    tick(4000)
    expect(screen.getByRole('status').textContent).toBe('Your hold has ended; the tickets were released.')
    expect(screen.queryByText(/^\d\d:\d\d$/)).toBeNull()
    tick(5000)
    expect(onExpire).toHaveBeenCalledTimes(1)
  })
})
