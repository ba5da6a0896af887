import { Alert, List } from '@mantine/core'
import { translateText } from '../../lib/error-text.ts'
import { useSeatingTranslation } from './locales/translation.ts'
import type { Draft } from './plan-draft.ts'
import { isSectionNameError, placeOfError } from './save-errors.ts'

/** A refused save's field errors that are not beside a section's name: each with the seat it is about. */
export function SaveErrors({ draft, errors }: { draft: Draft; errors: Record<string, string> }) {
  const { t, language } = useSeatingTranslation()
  const listed = Object.entries(errors).filter(([path]) => !isSectionNameError(path))
  if (Object.keys(errors).length === 0) return null
  return (
    <Alert color="red" variant="light" role="alert" title={t('edit.errors')}>
      <List size="sm">
        {listed.map(([path, message]) => {
          const place = placeOfError(draft, path, language, (where) => t('edit.where', where))
          return (
            <List.Item key={path}>
              {place ? `${place}: ${translateText(message)}` : translateText(message)}
            </List.Item>
          )
        })}
      </List>
    </Alert>
  )
}
