import { INVALID_CONTACT_MESSAGE } from '@mela/shared/contact'
import {
  BAD_CREDENTIALS_MESSAGE,
  FACEBOOK_NO_EMAIL_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  OTP_MESSAGE,
  RESET_EMAIL_FAILED_MESSAGE,
  RESET_EMAIL_SENT_MESSAGE,
  USERNAME_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@mela/shared/identity'
import { passwordMessages } from '@mela/shared/password'
import { INVALID_PHONE_MESSAGE } from '@mela/shared/phone'
import { messages } from '@mela/shared/validation'
import type { ParseKeys } from 'i18next'
import { i18n } from './i18n.ts'

type MessageKey = Extract<ParseKeys, `messages.${string}`>

// The shared schemas and the API speak SPEC's English; the interface shows these texts in the
// visitor's language. Answers carry no code, so the English words are the key.
const FIXED: Record<string, MessageKey> = {
  [messages.required]: 'messages.required',
  [messages.alphanumeric]: 'messages.alphanumeric',
  [messages.numeric]: 'messages.numeric',
  [messages.integer]: 'messages.integer',
  [messages.email]: 'messages.email',
  [messages.url]: 'messages.url',
  [messages.requiredIf]: 'messages.requiredIf',
  [messages.anyOf]: 'messages.anyOf',
  [passwordMessages.lowercase]: 'messages.passwordLowercase',
  [passwordMessages.uppercase]: 'messages.passwordUppercase',
  [passwordMessages.digit]: 'messages.passwordDigit',
  [passwordMessages.sameAsCurrent]: 'messages.passwordSameAsCurrent',
  [USERNAME_MESSAGE]: 'messages.username',
  [OTP_MESSAGE]: 'messages.otp',
  [INVALID_CONTACT_MESSAGE]: 'messages.invalidContact',
  [INVALID_PHONE_MESSAGE]: 'messages.invalidPhone',
  [BAD_CREDENTIALS_MESSAGE]: 'messages.badCredentials',
  [INVALID_TOKEN_MESSAGE]: 'messages.invalidToken',
  [WRONG_PASSWORD_MESSAGE]: 'messages.wrongPassword',
  [FACEBOOK_NO_EMAIL_MESSAGE]: 'messages.facebookNoEmail',
  [RESET_EMAIL_SENT_MESSAGE]: 'messages.resetEmailSent',
  [RESET_EMAIL_FAILED_MESSAGE]: 'messages.resetEmailFailed',
  // Words only the API writes (apps/api identity module); kept in step with it by hand.
  'This username is already taken': 'messages.usernameTaken',
  'This email address is already registered': 'messages.emailTaken',
  'This username is reserved': 'messages.usernameReserved',
  'The code is wrong or has expired': 'messages.wrongOtp',
  'Too many wrong codes. Please ask for a new one.': 'messages.otpExhausted',
  'This account is blocked': 'messages.accountBlocked',
  'If an account has this phone number, a code is on its way.': 'messages.resetPhoneSent',
  'We sent you a new confirmation link.': 'messages.verificationSent',
}

const PATTERNS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^The maximum length allowed is (\d+)$/, ([, max]) => i18n.t('messages.maxLength', { max })],
  [
    /^This field should be at least (\d+) characters long$/,
    ([, min]) => i18n.t('messages.minLength', { min }),
  ],
  [/^The minimum value allowed is (\S+)$/, ([, min]) => i18n.t('messages.minValue', { min })],
  [/^The maximum value allowed is (\S+)$/, ([, max]) => i18n.t('messages.maxValue', { max })],
  [
    /^The value must be equal to the (\w+) value$/,
    ([, name = '']) =>
      i18n.t('messages.equalTo', { name: i18n.t(`fieldNames.${name}`, { defaultValue: name }) }),
  ],
]

/** A validation or server message in the interface language; unknown words are shown as sent. */
export function translateMessage(message: string): string {
  const key = FIXED[message]
  if (key) return i18n.t(key)
  for (const [pattern, translate] of PATTERNS) {
    const match = message.match(pattern)
    if (match) return translate(match)
  }
  return message
}
