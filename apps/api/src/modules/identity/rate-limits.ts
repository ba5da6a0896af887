import { type Limit, perAddress } from '../../lib/rate-limit.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE

// Password guesses are counted per address and per account *from that address*: an attacker
// elsewhere can exhaust their own allowance but never lock the real owner out of their account.
// `account` is the user's ID when the name is known, so a username and an e-mail address share one counter.
export const loginFailureLimits = (ip: string | undefined, account: string): Limit[] => [
  ...perAddress(ip, (address) => ({ key: `login:ip:${address}`, max: 30, windowSeconds: 15 * MINUTE })),
  { key: `login:account-ip:${account.toLowerCase()}:${ip ?? 'exempt'}`, max: 10, windowSeconds: 15 * MINUTE },
]

// Wrong current passwords when changing it: a stolen session must not become a way to guess the password.
export const passwordChangeLimits = (userId: string): Limit[] => [
  { key: `password-change:${userId}`, max: 5, windowSeconds: 15 * MINUTE },
]

export const registerLimits = (ip: string | undefined): Limit[] => [
  ...perAddress(ip, (address) => ({ key: `register:ip:${address}`, max: 10, windowSeconds: HOUR })),
]

// Reset requests are limited per target too, so nobody can flood someone's inbox or phone.
export const resetByEmailLimits = (ip: string | undefined, email: string): Limit[] => [
  ...perAddress(ip, (address) => ({ key: `reset-email:ip:${address}`, max: 10, windowSeconds: HOUR })),
  { key: `reset-email:to:${email.toLowerCase()}`, max: 5, windowSeconds: HOUR },
]

export const resetByPhoneLimits = (ip: string | undefined, phone: string): Limit[] => [
  ...perAddress(ip, (address) => ({ key: `reset-phone:ip:${address}`, max: 10, windowSeconds: HOUR })),
  { key: `reset-phone:to:${phone}`, max: 3, windowSeconds: 15 * MINUTE },
]

export const otpVerifyLimits = (ip: string | undefined, phone: string): Limit[] => [
  ...perAddress(ip, (address) => ({ key: `otp:ip:${address}`, max: 30, windowSeconds: HOUR })),
  { key: `otp:phone:${phone}`, max: 15, windowSeconds: HOUR },
]

export const socialLoginLimits = (ip: string | undefined): Limit[] => [
  ...perAddress(ip, (address) => ({ key: `social:ip:${address}`, max: 30, windowSeconds: 15 * MINUTE })),
]

// Anonymous hoarding: checkouts started per address, and per buyer phone whoever asks.
export const purchaseLimits = (
  ip: string | undefined,
  phone: string | undefined,
  max: { perAddress: number; perPhone: number },
): Limit[] => [
  ...perAddress(ip, (address) => ({
    key: `purchase:ip:${address}`,
    max: max.perAddress,
    windowSeconds: HOUR,
  })),
  ...(phone ? [{ key: `purchase:phone:${phone}`, max: max.perPhone, windowSeconds: HOUR }] : []),
]

/**
 * Asked per address, and per phone whoever asks: a stranger who types someone's number only sends its owner
 * their own links, at most three times a day. The phone is counted whether or not it bought, so even a
 * refusal says nothing about it.
 */
export const ticketLinksLimits = (ip: string | undefined, phone: string): Limit[] => [
  ...perAddress(ip, (address) => ({ key: `ticket-links:ip:${address}`, max: 10, windowSeconds: HOUR })),
  { key: `ticket-links:phone:${phone}`, max: 3, windowSeconds: 24 * HOUR },
]
