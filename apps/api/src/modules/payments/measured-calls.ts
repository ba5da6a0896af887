import { paymentCalls, paymentErrors } from '../../lib/metrics.ts'

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'ERROR'

/**
 * The same gateway, each call to it (a method answering a promise) timed and each failure counted by provider
 * and operation: the metrics' payment latency and errors. Methods that answer at once (checking a signature)
 * stay as they are, answering at once. Methods are looked up at every call, so a test's fake may change later.
 */
export function measuredCalls<T extends object>(gateway: T, provider: string): T {
  return new Proxy(gateway, {
    get(target, operation, receiver) {
      const value = Reflect.get(target, operation, receiver)
      if (typeof value !== 'function' || typeof operation !== 'string') return value
      return (...args: unknown[]) => {
        const timer = paymentCalls.startTimer({ provider, operation })
        const failed = (error: unknown) => {
          paymentErrors.inc({ provider, operation, code: codeOf(error) })
          throw error
        }
        let answer: unknown
        try {
          answer = value.apply(target, args)
        } catch (error) {
          timer()
          return failed(error)
        }
        if (!(answer instanceof Promise)) return answer
        return answer.catch(failed).finally(timer)
      }
    },
  })
}
