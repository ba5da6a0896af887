import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import { fillText } from '@mela/shared/texts'
import type { PayerError } from './bkash-sandbox-payer.ts'
import type { SandboxStatus } from './bkash-sandbox-state.ts'

// The payer page's words in English and Bengali: a Bengali buyer of Mela pays on a Bengali page (bKash's own
// page speaks both too). Digits inside the texts are the ones a payer types, written as the reader reads them.
export const SANDBOX_WORDS = {
  en: {
    title: 'Pay with bKash',
    sandbox: 'sandbox',
    merchant: 'Merchant',
    invoice: 'Invoice',
    amount: 'Amount',
    wallet: 'Wallet number',
    walletHint: 'Sandbox: any 01… number. 01823074817 has no balance; 01823074818 is blocked.',
    otp: 'Verification code',
    otpHint: 'Sandbox code: 123456',
    pin: 'PIN',
    pinHint: 'Sandbox PIN: 12121',
    sentTo: 'Sent to {wallet}',
    confirm: 'Confirm',
    cancel: 'Cancel',
    wrongWallet: 'Enter an 11-digit bKash wallet number.',
    wrongOtp: 'Wrong verification code.',
    wrongPin: 'Wrong PIN. {left} tries left.',
    wrongPinLast: 'Wrong PIN. 1 try left.',
    notFound: 'Payment not found',
    notFoundText: 'There is no bKash payment with this ID.',
    closed: 'Payment closed',
    confirmedAlready: 'You have already confirmed this payment.',
    wasStatus: 'This payment was {status}.',
    back: 'Back to the shop',
    status: {
      Initiated: 'started',
      Completed: 'completed',
      Cancelled: 'cancelled',
      Failed: 'failed',
      Expired: 'expired',
    },
  },
  bn: {
    title: 'বিকাশে পরিশোধ',
    sandbox: 'স্যান্ডবক্স',
    merchant: 'মার্চেন্ট',
    invoice: 'ইনভয়েস',
    amount: 'পরিমাণ',
    wallet: 'ওয়ালেট নম্বর',
    walletHint: 'স্যান্ডবক্স: ০১… দিয়ে যেকোনো নম্বর। ০১৮২৩০৭৪৮১৭-এ ব্যালান্স নেই; ০১৮২৩০৭৪৮১৮ আটকানো।',
    otp: 'যাচাই কোড',
    otpHint: 'স্যান্ডবক্সের কোড: ১২৩৪৫৬',
    pin: 'পিন',
    pinHint: 'স্যান্ডবক্সের পিন: ১২১২১',
    sentTo: '{wallet}-এ পাঠানো হয়েছে',
    confirm: 'নিশ্চিত করুন',
    cancel: 'বাতিল',
    wrongWallet: '১১ অঙ্কের একটি বিকাশ ওয়ালেট নম্বর দিন।',
    wrongOtp: 'যাচাই কোড ভুল।',
    wrongPin: 'পিন ভুল। আর {left} বার চেষ্টা করা যাবে।',
    wrongPinLast: 'পিন ভুল। আর ১ বার চেষ্টা করা যাবে।',
    notFound: 'পেমেন্ট পাওয়া যায়নি',
    notFoundText: 'এই আইডির কোনো বিকাশ পেমেন্ট নেই।',
    closed: 'পেমেন্ট বন্ধ',
    confirmedAlready: 'আপনি এই পেমেন্ট আগেই নিশ্চিত করেছেন।',
    wasStatus: 'এই পেমেন্ট {status}।',
    back: 'দোকানে ফিরে যান',
    status: {
      Initiated: 'শুরু হয়েছে',
      Completed: 'সম্পন্ন হয়েছে',
      Cancelled: 'বাতিল হয়েছে',
      Failed: 'ব্যর্থ হয়েছে',
      Expired: 'মেয়াদোত্তীর্ণ হয়েছে',
    },
  },
} as const

export type SandboxWords = (typeof SANDBOX_WORDS)[Language]

/** What the payer typed wrong, in their language. */
export function payerErrorText(error: PayerError, language: Language): string {
  const words = SANDBOX_WORDS[language]
  if (error.wrong !== 'pin') return error.wrong === 'wallet' ? words.wrongWallet : words.wrongOtp
  if (error.triesLeft === 1) return words.wrongPinLast
  return fillText(words.wrongPin, { left: localizeDigits(String(error.triesLeft), language) })
}

/** Why a payment's page has nothing left to ask. */
export function closedText(status: SandboxStatus, authorised: boolean, language: Language): string {
  const words = SANDBOX_WORDS[language]
  if (authorised && status === 'Initiated') return words.confirmedAlready
  return fillText(words.wasStatus, { status: words.status[status] })
}
