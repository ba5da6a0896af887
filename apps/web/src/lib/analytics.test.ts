import { afterEach, describe, expect, it, vi } from 'vitest'
import { AnalyticsEvent, setAnalyticsSink, track } from './analytics.ts'

describe('analytics', () => {
  afterEach(() => setAnalyticsSink(null))

  it('sends nothing while tracking is off', () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    track(AnalyticsEvent.SignIn)
    expect(fetchSpy).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('hands events to the sink once tracking is on', () => {
    const sink = vi.fn()
    setAnalyticsSink(sink)
    track(AnalyticsEvent.BkashFinalize, { purchaseId: 'p1' })
    expect(sink).toHaveBeenCalledWith('Bkash Finalize', { purchaseId: 'p1' })
  })
})
