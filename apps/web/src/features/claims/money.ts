import type { Language } from '@mela/shared/constants'
import { formatTaka, takaToPoisha } from '@mela/shared/money'

/** Taka as the API sends it, shown as ৳1,23,456.50 (Bengali digits in Bengali). */
export const taka = (amount: number, language: Language) =>
  formatTaka(takaToPoisha(amount), { digits: language })
