import { ERROR_CODES, ERROR_TEXTS, placeholdersOf } from '@mela/shared/error-codes'
import { afterEach, describe, expect, it } from 'vitest'
import bn from '../locales/bn.json'
import en from '../locales/en.json'
import { toApiError } from './api-error.ts'
import { translateText } from './error-text.ts'
import { i18n } from './i18n.ts'
import { errorMessageOf } from './notify.ts'

const texts: Record<string, Record<string, string>> = { en: en.errors, bn: bn.errors }
const sorted = (names: string[]) => [...new Set(names)].sort()

describe('the error-code catalog in both languages', () => {
  it.each(['en', 'bn'])('gives every code a %s text with the catalog’s placeholders', (language) => {
    for (const code of ERROR_CODES) {
      const text = texts[language]?.[code]
      expect(text, `${language} errors.${code}`).toBeTypeOf('string')
      expect(sorted(placeholdersOf(text ?? '', /\{\{(\w+)\}\}/g)), `${language} errors.${code}`).toEqual(
        sorted(placeholdersOf(ERROR_TEXTS[code])),
      )
    }
  })
})

describe('server errors are shown by code', () => {
  afterEach(() => i18n.changeLanguage('en'))

  it('shows a Bengali interface the Bengali text of a server error, with its parameters', async () => {
    await i18n.changeLanguage('bn')
    const onlyLeft = toApiError(
      409,
      { code: 'ONLY_LEFT', message: 'Only 3 left of Gold VIP', params: { left: 3, ticket: 'Gold VIP' } },
      'POST',
      'r',
    )
    expect(errorMessageOf(onlyLeft)).toBe('Gold VIP মাত্র ৩টি বাকি আছে')
    const inCarts = toApiError(
      409,
      { code: 'SEATS_IN_CARTS', message: "All seats are in other buyers' carts", params: { minutes: 12 } },
      'POST',
      'r',
    )
    expect(errorMessageOf(inCarts)).toBe('সব আসন অন্য ক্রেতাদের কার্টে আছে; ১২ মিনিট পরে আবার চেষ্টা করুন')
    expect(errorMessageOf(toApiError(409, { code: 'SOLD_OUT', message: 'Sold out' }, 'POST', 'r'))).toBe(
      'বিক্রি শেষ',
    )
  })

  it('shows the server’s words for a code the web does not know', async () => {
    await i18n.changeLanguage('bn')
    const unknown = toApiError(409, { code: 'SOMETHING_NEW', message: 'Something new happened' }, 'POST', 'r')
    expect(errorMessageOf(unknown)).toBe('Something new happened')
  })

  it('translates a field error by its $codes entry, even one worded at run time', async () => {
    const error = toApiError(
      400,
      {
        DiscountCode: 'This code needs at least 3 tickets',
        Price: 'The maximum value allowed is 10000000',
        $codes: {
          DiscountCode: { code: 'CODE_NEEDS_MORE', params: { min: 3 } },
          Price: { code: 'MAX_VALUE', params: { max: 10_000_000 } },
        },
      },
      'POST',
      'r',
    )
    expect(error.fieldCodes?.Price).toEqual({ code: 'MAX_VALUE', params: { max: 10_000_000 } })
    expect(error.fieldErrors).toEqual({
      DiscountCode: 'This code needs at least 3 tickets',
      Price: 'The maximum value allowed is 10000000',
    })
    await i18n.changeLanguage('bn')
    expect(translateText('This code needs at least 3 tickets')).toBe('এই কোডের জন্য অন্তত ৩টি টিকিট লাগবে')
    expect(errorMessageOf(error)).toBe('এই কোডের জন্য অন্তত ৩টি টিকিট লাগবে')
  })
})
