import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// `npm ci` on the oldest Node the root package.json accepts warns about no package (EBADENGINE): what we promise
// to run on, every dependency runs on too.
const root = new URL('../../../../../', import.meta.url)
const read = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'))
// semver comes with npm and fastify; it is only read here.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string }
  satisfies: (version: string, range: string) => boolean
}

describe('the engines field', () => {
  it('is a Node version every installed package accepts', () => {
    const oldest = semver.minVersion(read('package.json').engines.node).version
    expect(oldest).toBe('20.19.0')
    const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: string } }>
    const refusing = Object.entries(packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([path, entry]) => `${path} wants node ${entry.engines?.node}`)
    expect(refusing).toEqual([])
  })
})
