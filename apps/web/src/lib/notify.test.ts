import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, toApiError } from './api-error.ts'
import { i18n } from './i18n.ts'
import { errorMessageOf } from './notify.ts'

describe('error messages', () => {
  afterEach(() => i18n.changeLanguage('en'))

  it('translates our fixed texts and keeps the server words', async () => {
    await i18n.changeLanguage('bn')
    expect(errorMessageOf(toApiError(429, undefined, 'GET', 'r'))).toBe(
      'অনেক বেশি অনুরোধ এসেছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    )
    expect(errorMessageOf(new ApiError(409, 'Sold out', 'r'))).toBe('Sold out')
    expect(errorMessageOf(new Error('boom'))).toBe('কিছু একটা ভুল হয়েছে')
  })

  it('shows the English texts of product §8 in English', () => {
    expect(errorMessageOf(toApiError(401, undefined, 'POST', 'r'))).toBe('You are not authorized to do this')
  })
})
