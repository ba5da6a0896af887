import { describe, expect, it } from 'vitest'
import { inLanguage } from './message-links.ts'
import { pageLanguage } from './page-language.ts'

describe('inLanguage', () => {
  it("adds the message's language to a link, after its own query and before its fragment", () => {
    expect(inLanguage('https://mela.example/following', 'bn')).toBe('https://mela.example/following?lang=bn')
    expect(inLanguage('https://mela.example/purchase/view/1?access=abc', 'en')).toBe(
      'https://mela.example/purchase/view/1?access=abc&lang=en',
    )
    expect(inLanguage('https://mela.example/e/1#tickets', 'bn')).toBe(
      'https://mela.example/e/1?lang=bn#tickets',
    )
  })

  it("is read first by the server's pages, whatever the browser says", () => {
    const link = new URL(inLanguage('https://mela.example/e/1?x=1', 'bn'))
    expect(
      pageLanguage(link.pathname + link.search, { cookie: 'lang=en', 'accept-language': 'en-US' }),
    ).toEqual({ language: 'bn', fromAddress: true })
  })
})
