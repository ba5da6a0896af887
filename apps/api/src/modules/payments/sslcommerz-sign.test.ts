import { describe, expect, it } from 'vitest'
import { signSslcommerz, verifySslcommerzSignature } from './sslcommerz-sign.ts'

// The IPN of SSLCommerz-Python's README, with the signatures it publishes.
const README_PASSWORD = 'test_testemi@ssl'
const README_IPN: Record<string, string> = {
  tran_id: '5E121A0D01F92',
  val_id: '200105225826116qFnATY9sHIwo',
  amount: '10.00',
  card_type: 'VISA-Dutch Bangla',
  store_amount: '9.75',
  card_no: '418117XXXXXX6675',
  bank_tran_id: '200105225825DBgSoRGLvczhFjj',
  status: 'VALID',
  tran_date: '2020-01-05 22:58:21',
  currency: 'BDT',
  card_issuer: 'TRUST BANK, LTD.',
  card_brand: 'VISA',
  card_issuer_country: 'Bangladesh',
  card_issuer_country_code: 'BD',
  store_id: 'test_testemi',
  verify_key:
    'amount,bank_tran_id,base_fair,card_brand,card_issuer,card_issuer_country,card_issuer_country_code,card_no,card_type,currency,currency_amount,currency_rate,currency_type,risk_level,risk_title,status,store_amount,store_id,tran_date,tran_id,val_id,value_a,value_b,value_c,value_d',
  currency_type: 'BDT',
  currency_amount: '10.00',
  currency_rate: '1.0000',
  base_fair: '0.00',
  value_a: '',
  value_b: '',
  value_c: '',
  value_d: '',
  risk_level: '0',
  risk_title: 'Safe',
}
const README_MD5 = 'd42fab70ae0bcbda5280e7baffef60b0'
const README_SHA2 = '02c0417ff467c109006382d56eedccecd68382e47245266e7b47abbb3d43976e'

// The synthetic example of the same section.
const DEMO_PASSWORD = 'demo6000000000001@ssl'
const DEMO: Record<string, string> = {
  verify_key: 'amount,bank_tran_id,status,tran_id,val_id,value_a',
  amount: '1500.00',
  bank_tran_id: '250301120000ABCDEF',
  status: 'VALID',
  tran_id: 'TKT-2025-000123',
  val_id: '2503011200001XyZ',
  value_a: 'order:42',
}

const signed: Record<string, string> = {
  ...README_IPN,
  verify_sign: README_MD5,
  verify_sign_sha2: README_SHA2,
}

describe('SSLCommerz signatures', () => {
  it('reproduces the md5 and sha256 signatures published with the README IPN', () => {
    expect(signSslcommerz(README_IPN, README_PASSWORD, 'md5')).toBe(README_MD5)
    expect(signSslcommerz(README_IPN, README_PASSWORD, 'sha256')).toBe(README_SHA2)
    expect(verifySslcommerzSignature(signed, README_PASSWORD)).toBe(true)
  })

  it('reproduces the synthetic example, store_passwd sorted between status and tran_id', () => {
    expect(signSslcommerz(DEMO, DEMO_PASSWORD, 'md5')).toBe('86c876ba9eb9d3e21aa98d9a851f8556')
    expect(signSslcommerz(DEMO, DEMO_PASSWORD, 'sha256')).toBe(
      '12b35ece6d689517f1f4e0f85d68d1db6ae1e55184c657a7e91578de61e5d9c2',
    )
  })

  it('accepts a POST with verify_sign alone (no sha2), and upper-case hex', () => {
    const { verify_sign_sha2: _, ...md5Only } = signed
    expect(verifySslcommerzSignature(md5Only, README_PASSWORD)).toBe(true)
    expect(
      verifySslcommerzSignature({ ...md5Only, verify_sign: README_MD5.toUpperCase() }, README_PASSWORD),
    ).toBe(true)
  })

  it('refuses a changed value, a missing listed key, another password or a wrong sha2', () => {
    expect(verifySslcommerzSignature({ ...signed, amount: '1000.00' }, README_PASSWORD)).toBe(false)
    const { value_d: _, ...missing } = signed
    expect(verifySslcommerzSignature(missing, README_PASSWORD)).toBe(false)
    expect(verifySslcommerzSignature(signed, 'qwerty')).toBe(false)
    expect(verifySslcommerzSignature({ ...signed, verify_sign_sha2: '0'.repeat(64) }, README_PASSWORD)).toBe(
      false,
    )
  })

  it('refuses without throwing what is not a signed POST: no verify_key, no verify_sign, NUL and odd input', () => {
    const { verify_key: _, ...unlisted } = signed
    expect(verifySslcommerzSignature(unlisted, README_PASSWORD)).toBe(false)
    expect(verifySslcommerzSignature({ ...signed, verify_sign: '' }, README_PASSWORD)).toBe(false)
    expect(verifySslcommerzSignature({ ...signed, verify_sign: 'é'.repeat(16) }, README_PASSWORD)).toBe(false)
    expect(verifySslcommerzSignature({ ...signed, tran_id: 'a\u0000b' }, README_PASSWORD)).toBe(false)
    expect(verifySslcommerzSignature({ verify_key: ',,', verify_sign: 'x' }, README_PASSWORD)).toBe(false)
    expect(verifySslcommerzSignature({}, '')).toBe(false)
  })
})
