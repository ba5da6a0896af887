import { describe, expect, it } from 'vitest'
import { coalescedCalls } from './coalesced-calls.ts'

describe('coalescedCalls', () => {
  it('calls one alone at once, and what arrives meanwhile together in the next call', async () => {
    const calls: number[][] = []
    let release = () => {}
    const double = coalescedCalls(async (items: number[]) => {
      calls.push(items)
      if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve))
      return items.map((item) => item * 2)
    })
    const first = double(1)
    const later = [double(2), double(3), double(4)]
    expect(calls).toEqual([[1]])
    release()
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8])
    expect(calls).toEqual([[1], [2, 3, 4]])
  })

  it('carries at most `most` items a call, the rest in the calls after', async () => {
    const calls: number[][] = []
    let release = () => {}
    const echo = coalescedCalls(async (items: number[]) => {
      calls.push(items)
      if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve))
      return items
    }, 2)
    const all = [1, 2, 3, 4, 5].map((item) => echo(item))
    release()
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5])
    expect(calls).toEqual([[1], [2, 3], [4, 5]])
  })

  it('fails every caller of a call that failed, and calls for the next ones afresh', async () => {
    let fail = true
    const write = coalescedCalls(async (items: number[]) => {
      if (fail) throw new Error('connection lost')
      return items.map(() => undefined)
    })
    await expect(write(1)).rejects.toThrow('connection lost')
    fail = false
    await expect(write(2)).resolves.toBeUndefined()
  })
})
