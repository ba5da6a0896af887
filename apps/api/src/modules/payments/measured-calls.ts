import { paymentCalls, paymentErrors } from '../../lib/metrics.ts'

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'ERROR'

/**
 * The same gateway, each call timed and each failure counted by provider and operation (the metrics'
 * payment latency and errors). Methods are looked up at every call, so a test's fake may be changed later.
 */
export function measuredCalls<T extends object>(gateway: T, provider: string): T {
  return new Proxy(gateway, {
    get(target, operation, receiver) {
      const value = Reflect.get(target, operation, receiver)
      if (typeof value !== 'function' || typeof operation !== 'string') return value
      return async (...args: unknown[]) => {
        const timer = paymentCalls.startTimer({ provider, operation })
        try {
          return await value.apply(target, args)
        } catch (error) {
          paymentErrors.inc({ provider, operation, code: codeOf(error) })
          throw error
        } finally {
          timer()
        }
      }
    },
  })
}
