import type { FormField } from '@mela/shared/event'
import type { FormFieldType } from '@mela/shared/event-enums'
import { randomId } from '../../lib/random-id.ts'

/** Only a select question offers choices; the others keep none. */
export const hasOptions = (type: FormFieldType) => type === 'select'

/** A new, empty question. Its ID stays with it for good: buyers' answers are stored under it. */
export function newQuestion(makeId: () => string = () => randomId().slice(0, 8)): QuestionDraft {
  return { ID: makeId(), Label: '', Type: 'text', Required: false, OptionsText: '' }
}

/** The list with the question at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveQuestion<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (target < 0 || target >= list.length) return [...list]
  const moved = [...list]
  ;[moved[index], moved[target]] = [moved[target] as T, moved[index] as T]
  return moved
}

/** Options typed one per line, as the API takes them: trimmed, blank lines dropped. */
export const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** A question as the editor holds it: choices as the text typed, one per line. */
export type QuestionDraft = Omit<FormField, 'Options'> & { OptionsText: string }

export const toDraft = ({ Options, ...field }: FormField): QuestionDraft => ({
  ...field,
  OptionsText: Options.join('\n'),
})

/** What PUT /event/{id}/form gets: choices only where the type has them. */
export const fromDrafts = (drafts: readonly QuestionDraft[]): FormField[] =>
  drafts.map(({ OptionsText, ...field }) => ({
    ...field,
    Options: hasOptions(field.Type) ? optionsOf(OptionsText) : [],
  }))
