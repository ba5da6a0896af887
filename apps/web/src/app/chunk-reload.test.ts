import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnce } from './chunk-reload.ts'

describe('chunk reload', () => {
  const assign = vi.fn()
  beforeEach(() => sessionStorage.clear())
  afterEach(() => assign.mockReset())

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads a path once, then gives up while the failure repeats', () => {
    expect(reloadOnce('/faq', { now: 1_000, assign })).toBe(true)
    expect(assign).toHaveBeenCalledWith('/faq')
    expect(reloadOnce('/faq', { now: 2_000, assign })).toBe(false)
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('reloads again after a while, or for another path', () => {
    reloadOnce('/faq', { now: 1_000, assign })
    expect(reloadOnce('/support', { now: 2_000, assign })).toBe(true)
    expect(reloadOnce('/faq', { now: 60_000, assign })).toBe(true)
  })
})
