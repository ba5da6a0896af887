import { afterEach, describe, expect, it, vi } from 'vitest'
import { AnalyticsEvent, apiSink, setAnalyticsSink, track } from './analytics.ts'

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

  it('posts events to the API with the product name once the server turns tracking on', () => {
    const post = vi.fn(() => Promise.resolve())
    setAnalyticsSink(apiSink('Mela (DEV)', post))
    track(AnalyticsEvent.SignUp, { method: 'password', skipped: undefined, note: 'x'.repeat(600) })
    expect(post).toHaveBeenCalledWith('/analytics/event', {
      Name: 'Sign Up',
      Properties: { Product: 'Mela (DEV)', method: 'password', note: 'x'.repeat(500) },
    })
  })
})
