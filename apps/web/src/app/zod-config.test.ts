import './zod-config.ts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

describe('zod in the browser', () => {
  it('parses without compiling code, which the CSP would refuse', () => {
    expect(z.config().jitless).toBe(true)
    expect(z.object({ name: z.string() }).parse({ name: 'Mela' })).toEqual({ name: 'Mela' })
  })
})
