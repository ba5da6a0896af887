import { describe, expect, it } from 'vitest'
import { arrivalGate } from './arrival-gate.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('arrivalGate', () => {
  it('lets two work at once and the rest in the order they came, a late one never first', async () => {
    const inTurn = arrivalGate(2)
    const started: number[] = []
    let atOnce = 0
    let most = 0
    const work = (n: number) =>
      inTurn(async () => {
        started.push(n)
        most = Math.max(most, ++atOnce)
        await tick()
        atOnce--
        return n
      })
    const first = [0, 1, 2, 3].map(work)
    await tick()
    const late = work(4)
    expect(await Promise.all([...first, late])).toEqual([0, 1, 2, 3, 4])
    expect(started).toEqual([0, 1, 2, 3, 4])
    expect(most).toBe(2)
  })

  it('frees its place when the work fails', async () => {
    const inTurn = arrivalGate(1)
    await expect(inTurn(() => Promise.reject(new Error('bKash is down')))).rejects.toThrow('bKash is down')
    expect(await inTurn(async () => 'next buyer')).toBe('next buyer')
  })
})
