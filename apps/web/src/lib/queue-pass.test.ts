import { QUEUE_PASS_HEADER } from '@mela/shared/constants'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  forgetQueueEntry,
  passExpiresAt,
  passSecondsLeft,
  queuePassHeaders,
  readQueueEntry,
  saveQueueEntry,
  spendQueuePass,
} from './queue-pass.ts'

const EVENT = 'c0ffee00-0000-4000-8000-000000000001'
const passUntil = (seconds: number) =>
  `Q1.${EVENT}.c0ffee00-0000-4000-8000-000000000002.${Math.floor(Date.now() / 1000) + seconds}.signature`

describe('the queue place kept in the browser', () => {
  beforeEach(() => forgetQueueEntry(EVENT))

  it('keeps one key per event across reads, so a reload joins as the same browser', () => {
    const first = readQueueEntry(EVENT)
    expect(first.ClientKey).toMatch(/^[0-9a-f]{32}$/)
    saveQueueEntry(EVENT, { ...first, Token: 'place.token' })
    expect(readQueueEntry(EVENT)).toEqual({ ClientKey: first.ClientKey, Token: 'place.token' })
  })

  it('sends a live pass with checkout calls of its event only, and not once it has run out or been spent', () => {
    expect(queuePassHeaders(EVENT)).toEqual({})
    saveQueueEntry(EVENT, { ...readQueueEntry(EVENT), Admission: passUntil(300) })
    expect(queuePassHeaders(EVENT)).toEqual({ [QUEUE_PASS_HEADER]: passUntil(300) })
    expect(passSecondsLeft(EVENT)).toBeGreaterThan(290)
    // What checkout counts down from: the pass's own expiry, in milliseconds.
    expect(passExpiresAt(EVENT)).toBe(Number(passUntil(300).split('.')[3]) * 1000)
    expect(queuePassHeaders('another-event')).toEqual({})

    spendQueuePass(EVENT)
    expect(queuePassHeaders(EVENT)).toEqual({})
    expect(readQueueEntry(EVENT).ClientKey).toBeTruthy()

    saveQueueEntry(EVENT, { ...readQueueEntry(EVENT), Admission: passUntil(-5) })
    expect(queuePassHeaders(EVENT)).toEqual({})
  })

  it('starts over from a damaged entry', () => {
    localStorage.setItem(`mela.queue.${EVENT}`, '{not json')
    expect(readQueueEntry(EVENT).ClientKey).toMatch(/^[0-9a-f]{32}$/)
  })
})
