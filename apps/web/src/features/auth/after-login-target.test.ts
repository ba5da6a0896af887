import { describe, expect, it } from 'vitest'
import { afterLoginTarget, keepsTokenInMemory } from './after-login-target.ts'

describe('after login', () => {
  it('goes back to the redirect path, replacing the login route', () => {
    expect(afterLoginTarget({ redirect: '/tickets?page=2', username: 'rahim', noReload: false })).toEqual({
      kind: 'navigate',
      to: '/tickets?page=2',
      replace: true,
    })
  })

  it('prefers the redirect even for the superuser', () => {
    expect(afterLoginTarget({ redirect: '/me', username: 'SuperUser', noReload: false })).toMatchObject({
      to: '/me',
    })
  })

  it('sends the superuser, in any letter case, to /superuser', () => {
    expect(afterLoginTarget({ redirect: null, username: 'SuperUser', noReload: false })).toEqual({
      kind: 'navigate',
      to: '/superuser',
      replace: false,
    })
  })

  it('reloads for everyone else unless told not to', () => {
    expect(afterLoginTarget({ redirect: null, username: 'rahim', noReload: false })).toEqual({
      kind: 'reload',
    })
    expect(afterLoginTarget({ redirect: undefined, username: 'rahim', noReload: true })).toEqual({
      kind: 'stay',
    })
  })

  it('ignores a redirect that leaves the site', () => {
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example', 'tickets']) {
      expect(afterLoginTarget({ redirect, username: 'rahim', noReload: false })).toEqual({ kind: 'reload' })
    }
  })

  it('keeps only the superuser token in memory, and only off the local host', () => {
    expect(keepsTokenInMemory('superuser', 'mela.com.bd')).toBe(true)
    expect(keepsTokenInMemory('Superuser', 'localhost')).toBe(false)
    expect(keepsTokenInMemory('superuser', '127.0.0.1')).toBe(false)
    expect(keepsTokenInMemory('rahim', 'mela.com.bd')).toBe(false)
  })
})
