import { ActionIcon, Group, Paper, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { FORM_FIELD_TYPES } from '@mela/shared/event-enums'
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react'
import { useEventsTranslation } from './locales/translation.ts'
import { hasOptions } from './questions.ts'
import type { QuestionsForm } from './use-questions-form.ts'

type Props = { form: QuestionsForm; index: number; count: number; onMove: (by: -1 | 1) => void }

/** One checkout question: its wording, answer type, choices (select only), Required; move and delete. */
export function QuestionCard({ form, index, count, onMove }: Props) {
  const { t, lang } = useEventsTranslation()
  const number = localizeDigits(String(index + 1), lang)
  const path = `Fields.${index}` as const
  const question = form.values.Fields[index]
  if (!question) return null
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={t('questions.heading', { number })}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('questions.heading', { number })}</Text>
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              aria-label={t('questions.moveUp', { number })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('questions.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('questions.remove', { number })}
              onClick={() => form.removeListItem('Fields', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput label={t('questions.label')} withAsterisk {...form.getInputProps(`${path}.Label`)} />
        <Select
          label={t('questions.type')}
          allowDeselect={false}
          data={FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`questionType.${type}`) }))}
          {...form.getInputProps(`${path}.Type`)}
        />
        {hasOptions(question.Type) && (
          <Textarea
            label={t('questions.options')}
            description={t('questions.optionsHint')}
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps(`${path}.OptionsText`)}
          />
        )}
        <Switch
          label={t('questions.required')}
          {...form.getInputProps(`${path}.Required`, { type: 'checkbox' })}
        />
      </Stack>
    </Paper>
  )
}
