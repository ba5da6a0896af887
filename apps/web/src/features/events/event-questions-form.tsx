import { Button, Group, Stack, Text } from '@mantine/core'
import type { Event, FormField } from '@mela/shared/event'
import { IconPlus } from '@tabler/icons-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { focusFirstError, showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes-guard.tsx'
import { eventQuestionsQuery, saveEventQuestions } from './api.ts'
import { eventStepPath } from './event-steps.ts'
import { useEventsTranslation } from './locales/translation.ts'
import { PublishButton } from './publish-button.tsx'
import { PublishedPanel } from './published-panel.tsx'
import { QuestionCard } from './question-card.tsx'
import { fromDrafts, moveQuestion, newQuestion } from './questions.ts'
import { useNavigateAfterSave } from './use-navigate-after-save.ts'
import { useQuestionsForm } from './use-questions-form.ts'

type Props = { action: string; event: Event; fields: FormField[] }

/** Step 4: the checkout questions, saved together with PUT /event/{id}/form; then publish. */
export function EventQuestionsForm({ action, event, fields }: Props) {
  const { t } = useEventsTranslation()
  const client = useQueryClient()
  const form = useQuestionsForm(fields)
  const guard = useUnsavedChangesGuard(form.isDirty())
  const goTo = useNavigateAfterSave()
  const save = useMutation({
    mutationFn: (input: FormField[]) => saveEventQuestions(event.ID, { Fields: input }),
    onSuccess: (saved) => {
      client.setQueryData(eventQuestionsQuery(event.ID).queryKey, saved)
      form.resetDirty()
      notifySuccess(t('questions.saved'))
    },
    onError: (error) => showFormErrors(form, error),
  })
  const drafts = form.values.Fields

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(fromDrafts(values.Fields)), focusFirstError(form))}
    >
      <Stack gap="md">
        {event.PublishedAt && <PublishedPanel event={event} />}
        <Text c="dimmed">{t('questions.intro')}</Text>
        {drafts.length === 0 && <Text>{t('questions.empty')}</Text>}
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {drafts.map((draft, index) => (
            <QuestionCard
              key={draft.ID}
              form={form}
              index={index}
              count={drafts.length}
              onMove={(by) => form.setFieldValue('Fields', moveQuestion(drafts, index, by))}
            />
          ))}
        </Stack>
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('Fields', newQuestion())}
          >
            {t('questions.add')}
          </Button>
        </Group>
        <Group justify="space-between">
          <Button variant="default" onClick={() => goTo(eventStepPath(action, event.ID, 'tickets'))}>
            {t('editor.back')}
          </Button>
          <Group gap="xs">
            <Button type="submit" variant={form.isDirty() ? 'filled' : 'default'} loading={save.isPending}>
              {t('questions.save')}
            </Button>
            <PublishButton event={event} disabled={form.isDirty()} />
          </Group>
        </Group>
      </Stack>
      {guard}
    </form>
  )
}
