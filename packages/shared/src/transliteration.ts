// Bengali letters as Latin ones, the way Bangladeshis spell names in English (ঢাকা → dhaka, শিল্পকলা →
// shilpokola): a table, no dictionary. It is for suggestions a person then reads and may change (a feed
// address), not for a scholarly transliteration.

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  '\u09DC': 'r',
  '\u09DD': 'rh',
  '\u09DF': 'y',
}

const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
}

// Vowel signs follow the consonant they are spoken after and replace its own vowel.
const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
}

const OTHERS: Record<string, string> = { ৎ: 't', 'ং': 'ng', 'ঃ': 'h', 'ঁ': '' }
const HASANTA = '্'
const DIGITS = '০১২৩৪৫৬৭৮৯'

// ড়, ঢ় and য় (U+09DC, U+09DD, U+09DF) also come as ড, ঢ, য and a nukta, which is what NFC makes of them.
const NUKTA_PAIRS: [RegExp, string][] = [
  [/\u09A1\u09BC/g, '\u09DC'],
  [/\u09A2\u09BC/g, '\u09DD'],
  [/\u09AF\u09BC/g, '\u09DF'],
]

const isLetter = (char: string | undefined) =>
  char !== undefined && (char in CONSONANTS || char in VOWELS || char in VOWEL_SIGNS || char in OTHERS)

/**
 * The text with its Bengali letters and digits in Latin ones; Latin text is kept, anything else too. A
 * consonant carries the spoken "o" unless a vowel sign or hasanta follows, or it ends a word (ঢাকা লাইভ →
 * "dhaka laibh", সংগীত → "songgit").
 */
export function latinOf(text: string): string {
  let chars = text.normalize('NFC')
  for (const [pair, letter] of NUKTA_PAIRS) chars = chars.replace(pair, letter)
  const letters = [...chars]
  let out = ''
  letters.forEach((char, index) => {
    const next = letters[index + 1]
    // য under a hasanta is the ya-phala: ব্যান্ড is "byand", not "bjand".
    const consonant = char === 'য' && letters[index - 1] === HASANTA ? 'y' : CONSONANTS[char]
    if (consonant !== undefined) {
      const ownVowel = next !== undefined && next !== HASANTA && !(next in VOWEL_SIGNS) && isLetter(next)
      out += consonant + (ownVowel ? 'o' : '')
    } else if (DIGITS.includes(char)) out += String(DIGITS.indexOf(char))
    else if (char === HASANTA || char === '\u09BC') out += ''
    else out += VOWELS[char] ?? VOWEL_SIGNS[char] ?? OTHERS[char] ?? char
  })
  return out
}
