import { describe, expect, it } from 'vitest'
import { CALLBACK, createFor, useBkashSandbox } from '../../testing/bkash-fixtures.ts'

const { client, app } = useBkashSandbox()
const PAGE = '/bkash-sandbox/redirect/tokenized/'

const step = (paymentID: string, name: string, value: string, action = 'confirm') =>
  app().inject({
    method: 'POST',
    url: PAGE,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ paymentID, step: name, value, action }).toString(),
  })

describe('bKash sandbox payer page', () => {
  it('asks for the wallet number in a labelled field, without scripts', async () => {
    const { paymentID } = await createFor(client(), 50000)
    const page = await app().inject({
      url: `${PAGE}?paymentID=${paymentID}&mode=0011&apiVersion=v1.2.0-beta`,
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('<label for="value">Wallet number</label>')
    expect(page.body).toContain('<input id="value" name="value"')
    expect(page.body).toContain('৳500.00')
    expect(page.body).toContain('name="viewport"')
    expect(page.body).not.toContain('<script')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('fits a 360 px phone and draws Bengali and the taka sign with a face that has them, listed first', async () => {
    const { paymentID } = await createFor(client(), 50000)
    const page = await app().inject({ url: `${PAGE}?paymentID=${paymentID}` })
    // A long invoice wraps instead of pushing the amount off the screen.
    expect(page.body).toMatch(/dd\{[^}]*overflow-wrap:anywhere/)
    const face =
      /@font-face\{font-family:"Sandbox Bengali";src:url\("([^"]+)"\)[^}]*unicode-range:U\+0964-0965,U\+0980-09FE,/.exec(
        page.body,
      )?.[1]
    expect(face).toBeDefined()
    expect(page.body).toMatch(/body\{[^}]*font:16px\/1\.5 "Sandbox Bengali",system-ui/)
    const font = await app().inject({ url: face ?? '' })
    expect(font.statusCode).toBe(200)
    expect(font.headers['content-type']).toBe('font/woff2')
  })

  it('speaks Bengali when asked by ?lang=, by Mela’s language cookie or by the browser, on every step', async () => {
    const { paymentID } = await createFor(client(), 160000)
    const asked = await app().inject({ url: `${PAGE}?paymentID=${paymentID}&lang=bn` })
    expect(asked.body).toContain('<html lang="bn">')
    expect(asked.body).toContain('<label for="value">ওয়ালেট নম্বর</label>')
    expect(asked.body).toContain('৳১,৬০০.০০')
    expect(asked.body).toContain(`action="${PAGE}?lang=bn"`)
    const cookie = await app().inject({
      url: `${PAGE}?paymentID=${paymentID}`,
      headers: { cookie: 'lang=bn' },
    })
    expect(cookie.body).toContain('নিশ্চিত করুন')
    const browser = await app().inject({
      url: `${PAGE}?paymentID=${paymentID}`,
      headers: { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' },
    })
    expect(browser.body).toContain('বিকাশে পরিশোধ')
    const wrong = await app().inject({
      method: 'POST',
      url: `${PAGE}?lang=bn`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ paymentID, step: 'wallet', value: '123', action: 'confirm' }).toString(),
    })
    expect(wrong.body).toContain('১১ অঙ্কের একটি বিকাশ ওয়ালেট নম্বর দিন।')
    // A number typed in Bengali digits is the same number.
    const otp = await app().inject({
      method: 'POST',
      url: `${PAGE}?lang=bn`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        paymentID,
        step: 'wallet',
        value: '০১৭৭০৬১৮৫৭৫',
        action: 'confirm',
      }).toString(),
    })
    expect(otp.body).toContain('<label for="value">যাচাই কোড</label>')
    expect(otp.body).toContain('০১৭৭০৬১৮৫৭৫-এ পাঠানো হয়েছে')
  })

  it('takes wallet, verification code and PIN, then sends the payer back with status=success', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    const otp = await step(paymentID, 'wallet', '01770618575')
    expect(otp.body).toContain('<label for="value">Verification code</label>')
    const wrongCode = await step(paymentID, 'otp', '000000')
    expect(wrongCode.body).toContain('Wrong verification code.')
    const pin = await step(paymentID, 'otp', '123456')
    expect(pin.body).toContain('<label for="value">PIN</label>')
    const done = await step(paymentID, 'pin', '12121')
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toContain(`${CALLBACK}?paymentID=${paymentID}&status=success&signature=`)
    expect(await bkash.executePayment(paymentID)).toMatchObject({ status: 'completed', amount: '500.00' })
  })

  it('shows a wrong PIN on the page and fails the payment at the third', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    await step(paymentID, 'wallet', '01770618575')
    await step(paymentID, 'otp', '123456')
    expect((await step(paymentID, 'pin', '11111')).body).toContain('Wrong PIN. 2 tries left.')
    expect((await step(paymentID, 'pin', '11111')).body).toContain('Wrong PIN. 1 try left.')
    const third = await step(paymentID, 'pin', '11111')
    expect(third.headers.location).toContain(`${CALLBACK}?paymentID=${paymentID}&status=failure&signature=`)
    expect(await bkash.queryPayment(paymentID)).toMatchObject({ status: 'failed' })
  })

  it('refuses a wallet number that is not one', async () => {
    const { paymentID } = await createFor(client())
    const page = await step(paymentID, 'wallet', '12345')
    expect(page.body).toContain('Enter an 11-digit bKash wallet number.')
    expect(page.body).toContain('Wallet number')
  })

  it('sends the payer back with status=cancel from any step', async () => {
    const { paymentID } = await createFor(client())
    await step(paymentID, 'wallet', '01770618575')
    const cancelled = await step(paymentID, 'otp', '', 'cancel')
    expect(cancelled.headers.location).toContain(
      `${CALLBACK}?paymentID=${paymentID}&status=cancel&signature=`,
    )
    const closed = await app().inject({ url: `${PAGE}?paymentID=${paymentID}` })
    expect(closed.body).toContain('This payment was cancelled.')
  })

  it("lets the page's form send the payer back to the shop's origin", async () => {
    const { paymentID } = await client().createPayment({
      amountPoisha: 100,
      invoiceNumber: `INV-${Date.now()}`,
      callbackURL: 'https://shop.example.com/done?order=7',
      payerReference: 'p',
    })
    const page = await app().inject({ url: `${PAGE}?paymentID=${paymentID}` })
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://shop.example.com;")
    await step(paymentID, 'wallet', '01770618575')
    await step(paymentID, 'otp', '123456')
    const done = await step(paymentID, 'pin', '12121')
    expect(done.headers.location).toContain(
      `https://shop.example.com/done?order=7&paymentID=${paymentID}&status=success&signature=`,
    )
  })

  it('answers 404 for a payment it does not know', async () => {
    const page = await app().inject({ url: `${PAGE}?paymentID=<script>` })
    expect(page.statusCode).toBe(404)
    expect(page.body).not.toContain('<script>')
  })
})
