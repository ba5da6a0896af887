import type { FastifyReply } from 'fastify'

/**
 * A plain page of the site outside the web app (an unsubscribe confirmation, a warning before leaving the
 * site): `body` is HTML the caller escaped; never cached, never indexed (the security headers keep it out of frames).
 */
export function sendPlainPage(reply: FastifyReply, status: number, body: string, lang: 'en' | 'bn' = 'en') {
  const html = `<!doctype html><html lang="${lang}"><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Mela</title>
<style>body{font:16px system-ui;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>
<h1>Mela</h1>${body}`
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(html)
}

/** The visitor's language between English and Bengali, from Accept-Language (English when neither is asked for). */
export function visitorLanguage(acceptLanguage: string | undefined): 'en' | 'bn' {
  let best: { lang: 'en' | 'bn'; q: number } = { lang: 'en', q: 0 }
  for (const part of (acceptLanguage ?? '').slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';')
    const lang =
      tag === 'bn' || tag.startsWith('bn-') ? 'bn' : tag === 'en' || tag.startsWith('en-') ? 'en' : null
    const q = Number(
      params
        .find((param) => param.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    )
    if (lang && Number.isFinite(q) && q > best.q) best = { lang, q }
  }
  return best.lang
}
