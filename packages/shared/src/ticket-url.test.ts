import { describe, expect, it } from 'vitest'
import { verifyUrl } from './ticket-url.ts'

describe('the URL a ticket QR code encodes', () => {
  it('opens the seat verification page on this site with the code', () => {
    expect(verifyUrl('https://mela.com.bd', '0b6f2c1e-1111-4222-8333-944445555666', 'abc')).toBe(
      'https://mela.com.bd/purchase/item/verify/0b6f2c1e-1111-4222-8333-944445555666?code=abc',
    )
  })

  it('escapes a signed code so it survives the query string', () => {
    const url = verifyUrl('http://localhost:3000', 'item', 'a+b/c=.d&e')
    expect(url).toBe('http://localhost:3000/purchase/item/verify/item?code=a%2Bb%2Fc%3D.d%26e')
    expect(new URL(url).searchParams.get('code')).toBe('a+b/c=.d&e')
  })
})
