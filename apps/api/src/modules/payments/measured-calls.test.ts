import { describe, expect, it } from 'vitest'
import { metrics } from '../../lib/metrics.ts'
import { measuredCalls } from './measured-calls.ts'

const countOf = async (series: string) =>
  Number(
    (await metrics.metrics())
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  )

describe('a payment gateway measured for the metrics', () => {
  it('answers as the gateway does: a signature check at once (never a promise, which would be truthy)', () => {
    const gateway = measuredCalls(
      { verifySignature: (fields: { ok: string }) => fields.ok === 'yes' },
      'test',
    )
    expect(gateway.verifySignature({ ok: 'no' })).toBe(false)
  })

  it('times calls and counts failures by their code', async () => {
    const failing = Object.assign(new Error('slow'), { code: 'TIMEOUT' })
    const gateway = measuredCalls(
      {
        createPayment: async () => ({ paymentID: 'p1' }),
        executePayment: async (): Promise<never> => {
          throw failing
        },
      },
      'testpay',
    )
    const errors = 'mela_payment_errors_total{provider="testpay",operation="executePayment",code="TIMEOUT"}'
    const calls = 'mela_payment_call_duration_seconds_count{provider="testpay",operation="createPayment"}'
    const [errorsBefore, callsBefore] = [await countOf(errors), await countOf(calls)]
    expect(await gateway.createPayment()).toEqual({ paymentID: 'p1' })
    await expect(gateway.executePayment()).rejects.toBe(failing)
    expect(await countOf(errors)).toBe(errorsBefore + 1)
    expect(await countOf(calls)).toBe(callsBefore + 1)
  })
})
