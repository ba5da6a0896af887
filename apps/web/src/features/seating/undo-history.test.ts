import { describe, expect, it } from 'vitest'
import { record, redo, startHistory, UNDO_STEPS, undo } from './undo-history.ts'

describe('undo', () => {
  it('goes back step by step and forward again', () => {
    let history = startHistory(0)
    for (const n of [1, 2, 3]) history = record(history, n)
    history = undo(undo(history))
    expect(history.present).toBe(1)
    history = redo(history)
    expect(history.present).toBe(2)
  })

  it('reaches at least 20 changes back', () => {
    let history = startHistory(0)
    for (let n = 1; n <= 30; n++) history = record(history, n)
    for (let n = 0; n < 20; n++) history = undo(history)
    expect(history.present).toBe(10)
    expect(UNDO_STEPS).toBeGreaterThanOrEqual(20)
  })

  it('forgets what was undone once something new is done', () => {
    let history = record(record(startHistory('a'), 'b'), 'c')
    history = record(undo(history), 'd')
    expect(redo(history).present).toBe('d')
    expect(undo(history).present).toBe('b')
  })

  it('does nothing with nothing to undo or redo, and records no change that changes nothing', () => {
    const history = startHistory('a')
    expect(undo(history)).toBe(history)
    expect(redo(history)).toBe(history)
    expect(record(history, 'a')).toBe(history)
  })

  it('keeps only the last UNDO_STEPS changes', () => {
    let history = startHistory(0)
    for (let n = 1; n <= UNDO_STEPS + 10; n++) history = record(history, n)
    expect(history.past).toHaveLength(UNDO_STEPS)
  })
})
