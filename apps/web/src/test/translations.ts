import { describe, expect, it } from 'vitest'

// Parity checks for a namespace's en and bn files: same keys, same {{placeholders}}, no blank texts.

type Texts = Record<string, unknown>

function leaves(texts: unknown, prefix = ''): [string, unknown][] {
  if (typeof texts !== 'object' || texts === null) return [[prefix, texts]]
  return Object.entries(texts).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
}

/** Every dotted key, sorted. */
export const keysOf = (texts: Texts) =>
  leaves(texts)
    .map(([key]) => key)
    .sort()

/** `key:{{a}},{{b}}` for every text, so a translation cannot drop or rename a placeholder. */
export const placeholdersOf = (texts: Texts) =>
  leaves(texts)
    .map(([key, text]) => `${key}:${(String(text).match(/{{\w+}}/g) ?? []).sort().join(',')}`)
    .sort()

/** Keys whose text is missing or blank. */
export const blankKeysOf = (texts: Texts) =>
  leaves(texts)
    .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
    .map(([key]) => key)

// One word for one thing across the Bengali texts: the brand is written Mela (as the logo shows it), an
// organization is a প্রতিষ্ঠান, and one logs in (লগ ইন) and out (লগ আউট) in two words.
const WORDS_NOT_USED = [/মেলা/, /সংগঠন/, /লগইন/, /লগআউট/]

/** Bengali texts using a word we replaced by another (WORDS_NOT_USED), as `key: word`. */
export const offWordsOf = (texts: Texts) =>
  leaves(texts).flatMap(([key, text]) =>
    WORDS_NOT_USED.filter((word) => word.test(String(text))).map((word) => `${key}: ${word.source}`),
  )

/** The parity tests every namespace runs: same keys and placeholders in both languages, none blank. */
export function describeTranslations(name: string, en: Texts, bn: Texts) {
  describe(`${name} texts`, () => {
    it('have the same keys and placeholders in English and Bengali', () => {
      expect(keysOf(bn)).toEqual(keysOf(en))
      expect(placeholdersOf(bn)).toEqual(placeholdersOf(en))
    })

    it('have no blank texts', () => {
      expect(blankKeysOf(en)).toEqual([])
      expect(blankKeysOf(bn)).toEqual([])
    })

    it('say one thing with one word in Bengali', () => {
      expect(offWordsOf(bn)).toEqual([])
    })
  })
}
