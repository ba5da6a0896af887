import { describe, expect, it } from 'vitest'
import { clickOnPage, returnFormOf, SHOP, useSslcommerzSandbox } from '../../testing/sslcommerz-fixtures.ts'

const { context, client, createFor } = useSslcommerzSandbox()
const page = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers })

describe('SSLCommerz sandbox payer page', () => {
  it('shows the store, the amount in taka, the one method chosen and the four buttons, without inline scripts', async () => {
    const { gatewayPageURL } = await createFor(client(), { amountPoisha: 150_000, multiCardName: 'nagad' })
    const answer = await page(gatewayPageURL)
    const html = await answer.text()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html).toContain('<dt>Store</dt><dd>Mela</dd>')
    expect(html).toContain('৳1,500.00')
    expect(html).toContain('<dt>Method</dt><dd>Nagad</dd>')
    expect(html).toContain('<input type="hidden" name="method" value="nagad">')
    for (const [value, name] of [
      ['pay', 'Pay'],
      ['risky', 'Pay with a risky card'],
      ['fail', 'Fail'],
      ['cancel', 'Cancel'],
    ])
      expect(html).toContain(`type="submit" name="outcome" value="${value}">${name}</button>`)
    expect(html).toContain('name="viewport" content="width=device-width')
    expect(html).not.toContain('<script')
    // Its forms may post to itself and to the shop's return URLs, nowhere else.
    expect(answer.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${new URL(SHOP).origin};`,
    )
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'")
  })

  it('offers a choice of methods when the shop named none, the first chosen', async () => {
    const html = await (await page((await createFor(client())).gatewayPageURL)).text()
    expect(html).toContain('<legend>Choose how to pay</legend>')
    expect(html).toContain('<label><input type="radio" name="method" value="bkash" checked>bKash</label>')
    for (const name of ['Nagad', 'Rocket', 'Upay', 'Card', 'Internet banking'])
      expect(html).toContain(`>${name}</label>`)
  })

  it('speaks Bengali when asked by ?lang=, by Mela’s language cookie or by the browser', async () => {
    const { gatewayPageURL } = await createFor(client(), {
      amountPoisha: 160_000,
      multiCardName: 'dbblmobilebanking',
    })
    const asked = await (await page(`${gatewayPageURL}?lang=bn`)).text()
    expect(asked).toContain('<html lang="bn">')
    expect(asked).toContain('৳১,৬০০.০০')
    expect(asked).toContain('<dd>রকেট</dd>')
    expect(asked).toContain('>পরিশোধ করুন</button>')
    expect(asked).toContain('>ঝুঁকিপূর্ণ কার্ডে পরিশোধ</button>')
    expect(asked).toContain('?lang=bn"')
    expect(await (await page(gatewayPageURL, { cookie: 'lang=bn' })).text()).toContain('>ব্যর্থ করুন</button>')
    const browser = await (
      await page(gatewayPageURL, { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' })
    ).text()
    expect(browser).toContain('>বাতিল</button>')
    for (const [channel, name] of [
      ['upay', 'উপায়'],
      ['bkash', 'বিকাশ'],
      ['internetbank', 'ইন্টারনেট ব্যাংকিং'],
      ['visacard,mastercard,amexcard,othercard', 'কার্ড'],
    ]) {
      const one = await createFor(client(), { multiCardName: channel })
      expect(await (await page(`${one.gatewayPageURL}?lang=bn`)).text()).toContain(`<dd>${name}</dd>`)
    }
  })

  it('returns the browser with a form to the shop, submitted by a script of its own origin', async () => {
    const { gatewayPageURL } = await createFor(client(), { multiCardName: 'upay' })
    const answer = await clickOnPage(gatewayPageURL, 'cancel')
    const html = await answer.text()
    expect(answer.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${new URL(SHOP).origin};`,
    )
    expect(html).toContain('<script src="/sslcommerz-sandbox/return.js"></script>')
    expect(html).toContain('>Continue</button>')
    expect(returnFormOf(html)).toMatchObject({
      action: `${SHOP}?outcome=cancel`,
      fields: { status: 'CANCELLED', error: 'Cancelled by User', val_id: '', bank_tran_id: '' },
    })
    const script = await fetch(`${context.url}/sslcommerz-sandbox/return.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toContain("getElementById('return').submit()")
    // The session is over: its page says so.
    expect(await (await page(gatewayPageURL)).text()).toContain('This payment was cancelled.')
  })

  it('answers 404 in the reader’s language for a page that never was', async () => {
    const missing = await page(
      `${context.url}/sslcommerz-sandbox/EasyCheckOut/testcde${'0'.repeat(32)}?lang=bn`,
    )
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('পেমেন্ট পাওয়া যায়নি')
  })
})
