import { describe, expect, it } from 'vitest'
import { countedText, fillHtml, fillText } from './texts.ts'

describe('fillText', () => {
  it('fills each placeholder that has a value and leaves the others as written', () => {
    expect(
      fillText('Hi {name}, {count} seats for {event} {Other}', { name: 'Rina', count: 2, event: 'Jazz' }),
    ).toBe('Hi Rina, 2 seats for Jazz {Other}')
  })

  it('leaves a placeholder whose value is missing, null or undefined; fills an empty one with nothing', () => {
    expect(fillText('{a}|{b}|{c}|{d}', { a: null, b: undefined, c: '' })).toBe('{a}|{b}||{d}')
  })

  it("never reads a value for placeholders, nor an object's inherited names", () => {
    expect(fillText('{name} {constructor} {toString}', { name: '{constructor}' })).toBe(
      '{constructor} {constructor} {toString}',
    )
    expect(fillText('{price}', { price: '$& $1' })).toBe('$& $1')
  })
})

describe('fillHtml', () => {
  it('escapes the words and every value', () => {
    expect(fillHtml('<b>{name}</b> & {title}', { name: '<script>', title: `"Rock" & 'Roll'` })).toBe(
      '&lt;b&gt;&lt;script&gt;&lt;/b&gt; &amp; &quot;Rock&quot; &amp; &#39;Roll&#39;',
    )
  })

  it('puts markup values in as they are, and leaves an unfilled placeholder as written', () => {
    expect(fillHtml('Go to {host} {later}', { host: 'x' }, { host: '<strong>a.com</strong>' })).toBe(
      'Go to <strong>a.com</strong> {later}',
    )
  })
})

describe('countedText', () => {
  it('takes the singular for one and the plural for any other count, zero too', () => {
    const tickets = { one: '{n} ticket for {event}', other: '{n} tickets for {event}' }
    expect(countedText(tickets, 1, { n: 1, event: 'Jazz' })).toBe('1 ticket for Jazz')
    expect(countedText(tickets, 3, { n: 3, event: 'Jazz' })).toBe('3 tickets for Jazz')
    expect(countedText(tickets, 0, { n: 0, event: 'Jazz' })).toBe('0 tickets for Jazz')
  })
})
