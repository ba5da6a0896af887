import { escapeHtml } from './html.ts'

/** Values for a text's `{name}` placeholders; one absent, null or undefined leaves its placeholder as written. */
export type TextValues = Readonly<Record<string, string | number | null | undefined>>

const PLACEHOLDER = /\{(\w+)\}/g

// Only the values' own keys count: `{constructor}` in an organizer's words is not Object's constructor.
const ownValue = (values: TextValues, name: string) =>
  Object.hasOwn(values, name) ? values[name] : undefined

/**
 * The text with each `{name}` that has a value replaced by it: the one way every mail, SMS, page and error
 * text of the product fills its words in. A value is put in as it is, never read for placeholders itself;
 * an empty string fills a placeholder with nothing. Digits are the caller's to localize.
 */
export function fillText(text: string, values: TextValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = ownValue(values, name)
    return value == null ? whole : String(value)
  })
}

/**
 * The same, as HTML: the words and every value escaped (`escapeHtml`), so a name or a title is never read as
 * markup. `markup` holds the values that are HTML already, built by the caller from escaped parts (a link).
 */
export function fillHtml(
  text: string,
  values: TextValues,
  markup: Readonly<Record<string, string>> = {},
): string {
  return escapeHtml(text).replace(PLACEHOLDER, (whole, name: string) => {
    if (Object.hasOwn(markup, name)) return markup[name] as string
    const value = ownValue(values, name)
    return value == null ? whole : escapeHtml(String(value))
  })
}

/**
 * A text that names a count, in the forms its language needs: English "1 ticket" and "3 tickets"; Bengali
 * says both alike ("১টি টিকিট", "৩টি টিকিট") and writes the same words twice. Never "ticket(s)".
 */
export type CountedText = { one: string; other: string }

/** The form of `text` for `count`, filled like fillText (digits are the caller's to localize). */
export const countedText = (text: CountedText, count: number, values: TextValues): string =>
  fillText(count === 1 ? text.one : text.other, values)
