import { Alert, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import type { Ticket } from '@mela/shared/catalog'
import type { Event } from '@mela/shared/event'
import type { SeatingPlan } from '@mela/shared/seating'
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDeviceFloppy,
  IconEye,
  IconPencil,
} from '@tabler/icons-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { eventTicketsQuery } from '../../lib/event-queries.ts'
import { ticketName } from '../../lib/localized.ts'
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { buyerDrawing } from '../../lib/seat-map/buyer-drawing.ts'
import { ticketColors } from '../../lib/seat-map/seat-colors.ts'
import { SeatLegend } from '../../lib/seat-map/seat-legend.tsx'
import { seatingQuery } from '../../lib/seat-map/seating-queries.ts'
import { ZoomablePlan } from '../../lib/seat-map/zoomable-plan.tsx'
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes-guard.tsx'
import { savePlan } from './api.ts'
import { EditorCanvas } from './editor-canvas.tsx'
import { editorDrawing, previewPlan } from './editor-drawing.ts'
import { useSeatingTranslation } from './locales/translation.ts'
import { allSeats, type Draft, draftOf, planInputOf } from './plan-draft.ts'
import { RowsForm } from './rows-form.tsx'
import { SaveErrors } from './save-errors-list.tsx'
import { SectionsPanel } from './sections-panel.tsx'
import { SelectionBar } from './selection-bar.tsx'
import { record, redo, startHistory, undo } from './undo-history.ts'
import { useSeatEditing } from './use-seat-editing.ts'
import { VenuePanel } from './venue-panel.tsx'

type Props = { event: Event; tickets: Ticket[]; plan: SeatingPlan | null }

/** The seating editor: sections, generated rows, seats chosen and changed, undo, preview, save. */
export function SeatingEditor({ event, tickets, plan }: Props) {
  const { t, language } = useSeatingTranslation()
  const queryClient = useQueryClient()
  const [history, setHistory] = useState(() => startHistory(draftOf(plan)))
  const [savedDraft, setSavedDraft] = useState(history.present)
  const [preview, setPreview] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<unknown>(null)
  const draft = history.present
  const dirty = draft !== savedDraft
  const guard = useUnsavedChangesGuard(dirty)
  const change = (next: Draft) => setHistory((current) => record(current, next))
  const editing = useSeatEditing(draft, change, t)

  const colors = useMemo(() => ticketColors(tickets.map((ticket) => ticket.ID)), [tickets])
  const choices = tickets.map((ticket) => ({ value: ticket.ID, label: ticketName(ticket, language) }))
  const legend = tickets.map((ticket) => ({
    ID: ticket.ID,
    name: ticketName(ticket, language),
    Price: ticket.Price,
  }))
  const salesStarted = allSeats(draft).some((seat) => seat.locked)

  const reset = (saved: SeatingPlan) => {
    const fresh = draftOf(saved)
    setHistory(startHistory(fresh))
    setSavedDraft(fresh)
    editing.clear()
    queryClient.setQueryData(seatingQuery(event.ID).queryKey, saved)
  }
  const save = useMutation({
    mutationFn: () => savePlan(event.ID, planInputOf(draft)),
    onMutate: () => {
      setErrors({})
      setRefusal(null)
    },
    onSuccess: (saved) => {
      reset(saved)
      notifySuccess(t('edit.saved'))
      // Which tickets are seated (and their capacities) follow the plan.
      void queryClient.invalidateQueries({ queryKey: eventTicketsQuery(event.ID).queryKey })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors)
      else setRefusal(error)
    },
  })
  useHotkeys([
    ['mod+Z', () => setHistory(undo)],
    ['mod+shift+Z', () => setHistory(redo)],
  ])

  return (
    <Stack gap="md">
      {guard}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('page.intro', { title: event.Title })}</Text>
      </Stack>
      {salesStarted && (
        <Alert color="yellow" variant="light">
          {t('page.salesStarted')}
        </Alert>
      )}
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            disabled={history.past.length === 0}
            onClick={() => setHistory(undo)}
          >
            {t('edit.undo')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowForwardUp size={16} aria-hidden />}
            disabled={history.future.length === 0}
            onClick={() => setHistory(redo)}
          >
            {t('edit.redo')}
          </Button>
          <Button
            variant="default"
            leftSection={preview ? <IconPencil size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            onClick={() => setPreview(!preview)}
            aria-pressed={preview}
          >
            {preview ? t('edit.backToEditing') : t('edit.preview')}
          </Button>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('page.seats', { n: countText(allSeats(draft).length, language) })}
          </Text>
          {dirty && <Badge color="yellow">{t('edit.unsaved')}</Badge>}
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
            disabled={!dirty}
            onClick={() => save.mutate()}
          >
            {t('edit.save')}
          </Button>
        </Group>
      </Group>
      {refusal ? (
        <Alert color="red" role="alert" variant="light">
          {errorMessageOf(refusal)}
        </Alert>
      ) : null}
      <SaveErrors draft={draft} errors={errors} />
      <SeatLegend tickets={legend} colors={colors} language={language} editor={!preview} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {preview ? (
              <ZoomablePlan
                sections={buyerDrawing(previewPlan(draft), colors, new Set(), language)}
                onSeat={() => undefined}
              />
            ) : (
              <EditorCanvas
                sections={editorDrawing(draft, colors, editing.selected, language)}
                onSeat={editing.toggleSeat}
                onRow={editing.toggleRow}
                onBox={editing.addBox}
              />
            )}
            <SelectionBar
              selected={editing.selected.size}
              locked={editing.lockedCount}
              tickets={choices}
              onAction={editing.act}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <SectionsPanel
              draft={draft}
              errors={errors}
              onRename={editing.renameSection}
              onAdd={editing.addSection}
              onRemove={editing.removeSection}
            />
            <RowsForm
              sections={draft.map((section) => ({ value: section.key, label: section.Name }))}
              tickets={choices}
              rowsIn={editing.rowsIn}
              onAdd={editing.addRows}
            />
            <VenuePanel
              eventId={event.ID}
              accountId={event.AccountID}
              dirty={dirty}
              hasPlan={plan !== null || savedDraft.length > 0}
              onPlan={reset}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
