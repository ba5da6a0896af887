import { describe, expect, it } from 'vitest'
import { coalescedWrites } from './coalesced-writes.ts'

describe('coalescedWrites', () => {
  it('writes one alone at once, and what arrives meanwhile together in the next write', async () => {
    const writes: number[][] = []
    let release = () => {}
    const write = coalescedWrites(async (items: number[]) => {
      writes.push(items)
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve))
    })
    const first = write(1)
    const later = [write(2), write(3), write(4)]
    expect(writes).toEqual([[1]])
    release()
    await Promise.all([first, ...later])
    expect(writes).toEqual([[1], [2, 3, 4]])
  })

  it('fails every caller of a write that failed, and writes the next ones afresh', async () => {
    let fail = true
    const write = coalescedWrites(async () => {
      if (fail) throw new Error('connection lost')
    })
    await expect(write(1)).rejects.toThrow('connection lost')
    fail = false
    await expect(write(2)).resolves.toBeUndefined()
  })
})
