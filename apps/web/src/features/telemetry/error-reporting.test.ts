import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-error.ts'
import { errorReportOf, installErrorReporting, isPlainTrustedEvent } from './error-reporting.ts'

let uninstall: (() => void) | undefined
afterEach(() => uninstall?.())

const install = () => {
  const post = vi.fn((_body: unknown) => Promise.resolve())
  uninstall = installErrorReporting(post)
  return post
}

const rejection = (reason: unknown) => {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent
  Object.defineProperty(event, 'reason', { value: reason })
  window.dispatchEvent(event)
}

describe('browser error reporting', () => {
  it('posts an uncaught error with its message, stack and page', () => {
    const post = install()
    const error = new TypeError('seats is undefined')
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
    expect(post).toHaveBeenCalledWith({
      Message: 'TypeError: seats is undefined',
      Stack: error.stack,
      URL: window.location.href,
    })
  })

  it('posts an unhandled rejection, and a thrown string', () => {
    const post = install()
    rejection(new RangeError('bad page'))
    rejection('plain words')
    expect(post.mock.calls.map(([body]) => (body as { Message: string }).Message)).toEqual([
      'RangeError: bad page',
      'plain words',
    ])
  })

  it('skips plain trusted events (a failed image load) and failed requests', () => {
    const post = install()
    rejection(new Event('error'))
    window.dispatchEvent(new Event('error'))
    rejection(new ApiError(500, 'Something Went Wrong', 'req-1'))
    expect(post).not.toHaveBeenCalled()
    expect(isPlainTrustedEvent(new Event('load'))).toBe(true)
    expect(isPlainTrustedEvent(new Error('x'))).toBe(false)
    expect(errorReportOf(null, '/x')).toBeNull()
  })

  it('sends each message once and at most ten a page, and survives a failing post', async () => {
    const post = vi.fn(() => Promise.reject(new Error('offline')))
    uninstall = installErrorReporting(post)
    for (let i = 0; i < 3; i++) rejection(new Error('same'))
    for (let i = 0; i < 20; i++) rejection(new Error(`loop ${i}`))
    expect(post).toHaveBeenCalledTimes(10)
    await Promise.resolve()
  })
})
