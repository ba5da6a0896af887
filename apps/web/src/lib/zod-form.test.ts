import { contactIdentifier } from '@mela/shared/contact'
import { LoginInput, RegisterInput } from '@mela/shared/identity'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error.ts'
import { translateText } from './error-text.ts'
import { showFormErrors } from './form-errors.ts'
import { i18n } from './i18n.ts'
import { withPasswordPolicy } from './password-policy.ts'
import { parsedValues, zodResolver } from './zod-form.ts'

vi.mock('./notify.ts', () => ({ notifyError: vi.fn() }))
const { notifyError } = await import('./notify.ts')

const registration = {
  FirstName: ' ',
  LastName: '',
  Username: 'rahim uddin',
  Email: 'not-mail',
  Phone: '',
  Password: 'short',
  ConfirmPassword: 'other',
  Address: '',
}

describe('zod resolver for forms', () => {
  afterEach(() => {
    localStorage.clear()
    vi.mocked(notifyError).mockClear()
    return i18n.changeLanguage('en')
  })

  it('reports every failing field at once, in the product’s words', () => {
    expect(zodResolver(RegisterInput)(registration)).toEqual({
      FirstName: 'Value is required',
      Username: 'Username can only contain letters, numbers, dots, underscores and hyphens',
      Email: 'Value is not a valid email address',
      Password: 'This field should be at least 8 characters long',
      ConfirmPassword: 'The value must be equal to the Password value',
    })
    expect(zodResolver(LoginInput)({ Username: 'rahim', Password: 'x' })).toEqual({})
  })

  it('checks a one-field form with the schema of its bare value', () => {
    const resolve = zodResolver<{ Identifier: string }>(contactIdentifier, { field: 'Identifier' })
    expect(resolve({ Identifier: 'abc' })).toEqual({
      Identifier: 'Value is not a valid email address or phone number',
    })
    expect(resolve({ Identifier: '01712345678' })).toEqual({})
    expect(parsedValues(contactIdentifier, '01712345678')).toBe('+8801712345678')
  })

  it('leaves blank optional fields out of the payload', () => {
    const valid = {
      ...registration,
      FirstName: 'Rahim',
      Username: 'rahim',
      Email: ' ',
      Password: 'Secret123',
    }
    const payload = parsedValues(RegisterInput, { ...valid, ConfirmPassword: 'Secret123' })
    expect(JSON.parse(JSON.stringify(payload))).toEqual({
      FirstName: 'Rahim',
      Username: 'rahim',
      Password: 'Secret123',
      ConfirmPassword: 'Secret123',
      Address: '',
    })
  })

  it('skips the password strength check while the omitPasswordValidation flag exists', () => {
    const weak = {
      ...registration,
      FirstName: 'Rahim',
      Username: 'rahim',
      Email: '',
      ConfirmPassword: 'short',
    }
    expect(zodResolver(withPasswordPolicy(RegisterInput))(weak)).toHaveProperty('Password')
    localStorage.setItem('omitPasswordValidation', '')
    expect(zodResolver(withPasswordPolicy(RegisterInput))(weak)).toEqual({})
    // The confirmation still has to match.
    expect(zodResolver(withPasswordPolicy(RegisterInput))({ ...weak, ConfirmPassword: 'x' })).toHaveProperty(
      'ConfirmPassword',
    )
  })

  it('shows the words of a form error by their code, and other words as they are', async () => {
    await i18n.changeLanguage('bn')
    const errors = zodResolver(RegisterInput)({
      ...registration,
      Username: 'x'.repeat(51),
      ConfirmPassword: 'y',
    })
    expect(translateText(errors.FirstName as string)).toBe('এই ঘরটি পূরণ করা আবশ্যক')
    expect(translateText(errors.Username as string)).toMatch(/^সর্বোচ্চ [০-৯]+ অক্ষর দেওয়া যাবে$/)
    expect(translateText(errors.ConfirmPassword as string)).toBe('মানটি পাসওয়ার্ড-এর মানের সমান হতে হবে')
    expect(translateText('Words no code made')).toBe('Words no code made')
  })

  it("puts a 400's field errors beside the fields and sends the rest to the generic handler", () => {
    const form = { getValues: () => ({ Username: '', Password: '' }), setErrors: vi.fn() }
    showFormErrors(
      form,
      new ApiError(400, 'x', 'r', { Password: 'The username or password is wrong', Address: 'Bad' }),
    )
    expect(form.setErrors).toHaveBeenCalledWith({ Password: 'The username or password is wrong' })
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Bad' }))

    vi.mocked(notifyError).mockClear()
    const general = new ApiError(400, 'Event is not published', 'r')
    showFormErrors(form, general)
    expect(notifyError).toHaveBeenCalledWith(general)
  })

  it('renames answer fields onto the form field that shows them', () => {
    const form = { getValues: () => ({ Identifier: '' }), setErrors: vi.fn() }
    showFormErrors(form, new ApiError(400, 'x', 'r', { Email: 'Value is required' }), { Email: 'Identifier' })
    expect(form.setErrors).toHaveBeenCalledWith({ Identifier: 'Value is required' })
  })
})
