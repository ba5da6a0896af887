import { afterEach, describe, expect, it, vi } from 'vitest'
import { randomId } from './random-id.ts'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('randomId', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('makes distinct version-4 UUIDs without randomUUID, as on a plain-http LAN address', () => {
    vi.stubGlobal('isSecureContext', false)
    const spy = vi.spyOn(crypto, 'randomUUID')
    const ids = new Set(Array.from({ length: 100 }, () => randomId()))
    expect(spy).not.toHaveBeenCalled()
    expect(ids.size).toBe(100)
    for (const id of ids) expect(id).toMatch(UUID_V4)
  })
})
