import { Button, Group } from '@mantine/core'
import { PLACEHOLDERS } from '@mela/shared/communication'
import { useCommunicationsTranslation } from './locales/translation.ts'

/** One button per placeholder ({FirstName} …): a tap puts it where the cursor is in the message. */
export function PlaceholderButtons({ onInsert }: { onInsert: (placeholder: string) => void }) {
  const { t } = useCommunicationsTranslation()
  return (
    <Group gap="xs">
      {PLACEHOLDERS.map((placeholder) => (
        <Button
          key={placeholder}
          size="compact-sm"
          variant="light"
          aria-label={t('form.insert', { placeholder })}
          onClick={() => onInsert(placeholder)}
        >
          {placeholder}
        </Button>
      ))}
    </Group>
  )
}
