import type { Limit } from '../../lib/rate-limit.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE

// Password guesses are counted per address and per account *from that address*: an attacker
// elsewhere can exhaust their own allowance but never lock the real owner out of their account.
// `account` is the user's ID when the name is known, so a username and an e-mail address share one counter.
export const loginFailureLimits = (ip: string, account: string): Limit[] => [
  { key: `login:ip:${ip}`, max: 30, windowSeconds: 15 * MINUTE },
  { key: `login:account-ip:${account.toLowerCase()}:${ip}`, max: 10, windowSeconds: 15 * MINUTE },
]

// Wrong current passwords when changing it: a stolen session must not become a way to guess the password.
export const passwordChangeLimits = (userId: string): Limit[] => [
  { key: `password-change:${userId}`, max: 5, windowSeconds: 15 * MINUTE },
]

export const registerLimits = (ip: string): Limit[] => [
  { key: `register:ip:${ip}`, max: 10, windowSeconds: HOUR },
]

// Reset requests are limited per target too, so nobody can flood someone's inbox or phone.
export const resetByEmailLimits = (ip: string, email: string): Limit[] => [
  { key: `reset-email:ip:${ip}`, max: 10, windowSeconds: HOUR },
  { key: `reset-email:to:${email.toLowerCase()}`, max: 5, windowSeconds: HOUR },
]

export const resetByPhoneLimits = (ip: string, phone: string): Limit[] => [
  { key: `reset-phone:ip:${ip}`, max: 10, windowSeconds: HOUR },
  { key: `reset-phone:to:${phone}`, max: 3, windowSeconds: 15 * MINUTE },
]

export const otpVerifyLimits = (ip: string, phone: string): Limit[] => [
  { key: `otp:ip:${ip}`, max: 30, windowSeconds: HOUR },
  { key: `otp:phone:${phone}`, max: 15, windowSeconds: HOUR },
]

export const socialLoginLimits = (ip: string): Limit[] => [
  { key: `social:ip:${ip}`, max: 30, windowSeconds: 15 * MINUTE },
]
