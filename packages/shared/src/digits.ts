import type { Language } from './constants.ts'

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'

// Replaces ASCII digits 0-9 with Bengali digits ০-৯; every other character is kept.
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit)
}

// Renders the digits of `text` for a UI language: Bengali digits for 'bn', unchanged for 'en'.
export function localizeDigits(text: string, language: Language): string {
  return language === 'bn' ? toBengaliDigits(text) : text
}

// Replaces Bengali digits ০-৯ with ASCII 0-9, so numbers typed on a Bengali keyboard (phones, codes) read.
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)))
}
