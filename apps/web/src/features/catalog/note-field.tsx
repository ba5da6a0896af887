import { Textarea, type TextareaProps } from '@mantine/core'
import { NOTE_MAX } from '@mela/shared/constants'
import { countText } from '../../lib/price-format.ts'
import { useCatalogTranslation } from './locales/translation.ts'

type Props = Omit<TextareaProps, 'value'> & { value?: string }

/** A ticket's or bundle's note with a counter to 250 (product §9); the counter turns red past it. */
export function NoteField({ value = '', ...props }: Props) {
  const { t, language } = useCatalogTranslation()
  const over = value.length > NOTE_MAX
  return (
    <Textarea
      label={t('note.label')}
      autosize
      minRows={2}
      maxRows={6}
      value={value}
      {...props}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      description={
        <span>
          {t('note.description')}{' '}
          <span style={over ? { color: 'var(--mantine-color-error)' } : undefined}>
            {t('note.counter', { n: countText(value.length, language), max: countText(NOTE_MAX, language) })}
          </span>
        </span>
      }
    />
  )
}
