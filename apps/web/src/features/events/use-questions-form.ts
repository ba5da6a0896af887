import { type FormErrors, useForm } from '@mantine/form'
import { EventFormInput, type FormField } from '@mela/shared/event'
import { translateText } from '../../lib/error-text.ts'
import { zodResolver } from '../../lib/zod-form.ts'
import { fromDrafts, type QuestionDraft, toDraft } from './questions.ts'

export type QuestionsValues = { Fields: QuestionDraft[] }

// The schema names a select's choices `Options`; the editor holds them as the typed text.
const toDraftPaths = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, error]) => [path.replace(/\.Options$/, '.OptionsText'), error]),
  )

/** The questions editor's form, checked by the shared EventFormInput schema on what it would save. */
export function useQuestionsForm(fields: readonly FormField[]) {
  const check = zodResolver<Record<string, unknown>>(EventFormInput)
  return useForm<QuestionsValues>({
    mode: 'controlled',
    initialValues: { Fields: fields.map(toDraft) },
    validate: (values) => toDraftPaths(check({ Fields: fromDrafts(values.Fields) })),
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string' ? { error: translateText(inputProps.error) } : undefined,
  })
}

export type QuestionsForm = ReturnType<typeof useQuestionsForm>
