import { describe, expect, it } from 'vitest'
import { decodeJwtPayload } from './jwt-payload.ts'

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const tokenWith = (payload: object) =>
  `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(payload))}.signature`

describe('JWT payload', () => {
  it('reads the names of a Google ID token, Bengali included', () => {
    expect(decodeJwtPayload(tokenWith({ given_name: 'রহিম', family_name: 'Uddin?>' }))).toEqual({
      given_name: 'রহিম',
      family_name: 'Uddin?>',
    })
  })

  it('gives null for something that is not a JWT', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull()
    expect(decodeJwtPayload('a.%%%.c')).toBeNull()
    expect(decodeJwtPayload(`a.${base64url('[1')}.c`)).toBeNull()
  })
})
