import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from './markdown.ts'
import { markdownElements } from './markdown-elements.tsx'
import { parseInline, safeHref } from './markdown-inline.ts'

const html = (source: string, headingOrder?: number) =>
  renderToStaticMarkup(markdownElements(parseMarkdown(source), headingOrder))

describe('Markdown safety', () => {
  it('shows raw HTML as text, never as elements', () => {
    const out = html('Hello <script>alert("x")</script> <img src=x onerror=alert(1)>')
    expect(out).toBe(
      '<p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>',
    )
    const element = document.createElement('div')
    element.innerHTML = out
    expect(element.querySelector('script, img')).toBeNull()
  })

  it('turns javascript:, data: and relative links into plain words', () => {
    const out = html('[click](javascript:alert(1)) [x](JaVaScRiPt:alert(1)) [d](data:text/html,hi) [r](/me)')
    expect(out).toBe('<p>click x d r</p>')
    expect(out).not.toContain('href')
  })

  it('refuses http links as well', () => {
    expect(safeHref('http://example.com')).toBeNull()
    expect(html('[site](http://example.com)')).toBe('<p>site</p>')
  })

  it('opens https links in a new tab with no trust passed on', () => {
    expect(html('See [our page](https://example.com/a?b=1&c=2).')).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener nofollow ugc">our page</a>.</p>',
    )
  })

  it('keeps quotes in a link target from breaking out of the attribute', () => {
    const out = html('[x](https://e.com/"onmouseover="alert(1))')
    const element = document.createElement('div')
    element.innerHTML = out
    const anchor = element.querySelector('a')
    expect(anchor?.getAttributeNames().sort()).toEqual(['href', 'rel', 'target'])
  })
})

describe('Markdown subset', () => {
  it('writes paragraphs, line breaks, bold, italic and code', () => {
    expect(html('**Gates open** at *8 pm*\nBring `QR-123`.\n\nSecond')).toBe(
      '<p><strong>Gates open</strong> at <em>8 pm</em><br/>Bring <code>QR-123</code>.</p><p>Second</p>',
    )
  })

  it('places headings under the page heading', () => {
    expect(html('# One\n## Two\n### Three\n#### Four')).toBe(
      '<h3>One</h3><h4>Two</h4><h5>Three</h5><p>#### Four</p>',
    )
    expect(html('# Bio', 2)).toBe('<h2>Bio</h2>')
  })

  it('writes bulleted and numbered lists', () => {
    expect(html('- tea\n- *singara*\n\n3. first\n4. second')).toBe(
      '<ul><li>tea</li><li><em>singara</em></li></ul><ol start="3"><li>first</li><li>second</li></ol>',
    )
  })

  it('leaves unmatched markers and escaped ones as they are', () => {
    expect(parseInline('2 * 3 = 6 and \\*not italic\\*')).toEqual([
      { type: 'text', text: '2 * 3 = 6 and *not italic*' },
    ])
    expect(html('**open')).toBe('<p>**open</p>')
  })

  it('does not nest links inside links', () => {
    expect(html('[a [b](https://b.com)](https://a.com)')).not.toContain('<a href="https://a.com"')
  })
})
