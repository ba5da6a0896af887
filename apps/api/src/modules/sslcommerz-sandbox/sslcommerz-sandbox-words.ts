import type { Language } from '@mela/shared/constants'
import { fillText } from '@mela/shared/texts'
import type { SessionStatus } from './sslcommerz-sandbox-state.ts'

// The payer page's words in English and Bengali, as the bKash sandbox's (bkash-sandbox-words.ts): a Bengali
// buyer of Mela pays on a Bengali page. The method names are those Mela's checkout shows for each channel.
export const SANDBOX_WORDS = {
  en: {
    title: 'Pay with SSLCommerz',
    sandbox: 'sandbox',
    store: 'Store',
    transaction: 'Transaction',
    amount: 'Amount',
    method: 'Method',
    chooseMethod: 'Choose how to pay',
    pay: 'Pay',
    risky: 'Pay with a risky card',
    fail: 'Fail',
    cancel: 'Cancel',
    hint: 'Sandbox: no money moves. Fail declines the payment; a risky card pays, flagged for review.',
    notFound: 'Payment not found',
    notFoundText: 'There is no SSLCommerz payment at this address.',
    closed: 'Payment closed',
    wasStatus: 'This payment was {status}.',
    returning: 'Returning to the shop…',
    continue: 'Continue',
    methods: {
      bkash: 'bKash',
      nagad: 'Nagad',
      rocket: 'Rocket',
      upay: 'Upay',
      card: 'Card',
      internetbank: 'Internet banking',
    },
    status: {
      PENDING: 'started',
      VALID: 'paid',
      FAILED: 'declined',
      CANCELLED: 'cancelled',
      UNATTEMPTED: 'abandoned',
      EXPIRED: 'expired',
    },
  },
  bn: {
    title: 'SSLCommerz-এ পরিশোধ',
    sandbox: 'স্যান্ডবক্স',
    store: 'দোকান',
    transaction: 'লেনদেন',
    amount: 'পরিমাণ',
    method: 'মাধ্যম',
    chooseMethod: 'কীভাবে পরিশোধ করবেন বেছে নিন',
    pay: 'পরিশোধ করুন',
    risky: 'ঝুঁকিপূর্ণ কার্ডে পরিশোধ',
    fail: 'ব্যর্থ করুন',
    cancel: 'বাতিল',
    hint: 'স্যান্ডবক্স: কোনো টাকা যায় না। ব্যর্থ করুন পেমেন্টটি নাকচ করে; ঝুঁকিপূর্ণ কার্ড পরিশোধ করে, যাচাইয়ের জন্য চিহ্নিত হয়ে।',
    notFound: 'পেমেন্ট পাওয়া যায়নি',
    notFoundText: 'এই ঠিকানায় কোনো SSLCommerz পেমেন্ট নেই।',
    closed: 'পেমেন্ট বন্ধ',
    wasStatus: 'এই পেমেন্ট {status}।',
    returning: 'দোকানে ফিরে যাওয়া হচ্ছে…',
    continue: 'এগিয়ে যান',
    methods: {
      bkash: 'বিকাশ',
      nagad: 'নগদ',
      rocket: 'রকেট',
      upay: 'উপায়',
      card: 'কার্ড',
      internetbank: 'ইন্টারনেট ব্যাংকিং',
    },
    status: {
      PENDING: 'শুরু হয়েছে',
      VALID: 'পরিশোধ হয়েছে',
      FAILED: 'নাকচ হয়েছে',
      CANCELLED: 'বাতিল হয়েছে',
      UNATTEMPTED: 'অসম্পূর্ণ রয়ে গেছে',
      EXPIRED: 'মেয়াদোত্তীর্ণ হয়েছে',
    },
  },
} as const

export type SandboxWords = (typeof SANDBOX_WORDS)[Language]

/** Why a session's page has nothing left to ask. */
export const closedText = (status: SessionStatus, language: Language) =>
  fillText(SANDBOX_WORDS[language].wasStatus, { status: SANDBOX_WORDS[language].status[status] })
