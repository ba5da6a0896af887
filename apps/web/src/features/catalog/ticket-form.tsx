import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { IconClockPause } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { emitAppEvent } from '../../lib/app-events.ts'
import { focusFirstError, showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { closeSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { useSidebarGuard } from '../../lib/sidebar/use-sidebar-guard.tsx'
import { TakaInput } from '../../lib/taka-input.tsx'
import { usePermissions } from '../../lib/use-permissions.ts'
import { useZodForm } from '../../lib/zod-form.ts'
import { createTicket, updateTicket } from './api.ts'
import { FixedFieldsNotice } from './fixed-fields-notice.tsx'
import { useCatalogTranslation } from './locales/translation.ts'
import { NoteField } from './note-field.tsx'
import { TicketCollectiblesField } from './ticket-collectibles-field.tsx'
import {
  type TicketFormValues,
  ticketCreateSchema,
  ticketFormValues,
  ticketUpdateSchema,
  toTicketInput,
  toTicketUpdate,
} from './ticket-form-values.ts'
import { useCatalogEvent } from './use-catalog-event.ts'

/** In update mode the ticket being edited; without it the form adds one. */
export type TicketFormProps = { eventId: string; accountId: string; ticket?: Ticket }

/** The ticket form (sidebar): product §5's rules; an update changes capacity, limit, link and note only. */
export function TicketForm({ eventId, accountId, ticket }: TicketFormProps) {
  const { t } = useCatalogTranslation()
  const { can } = usePermissions()
  const event = useCatalogEvent(eventId)
  const form = useZodForm<TicketFormValues>(
    ticket ? ticketUpdateSchema(ticket) : ticketCreateSchema,
    ticketFormValues(eventId, ticket),
  )
  const guard = useSidebarGuard(form.isDirty())
  const mutation = useMutation({
    mutationFn: (values: TicketFormValues) =>
      ticket ? updateTicket(ticket.ID, toTicketUpdate(values, ticket)) : createTicket(toTicketInput(values)),
    onSuccess: (saved) => {
      const names = { section: saved.Section, category: saved.Category }
      notifySuccess(t(ticket ? 'ticketForm.updated' : 'ticketForm.created', names))
      emitAppEvent(ticket ? 'ticket:edit' : 'ticket:new', { eventId })
      closeSidebar()
    },
    onError: (error) => showFormErrors(form, error),
  })
  // product §6: choosing collectibles needs the flag and a collectible permission on the event's account.
  const collectibles =
    Boolean(event?.Account.EnableCollectibles) &&
    (can(accountId, 'collectible_manage') || can(accountId, 'collectible_view'))
  const fixed = Boolean(ticket)

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstError(form))}>
      <Stack gap="md">
        {fixed && <FixedFieldsNotice>{t('ticketForm.fixed')}</FixedFieldsNotice>}
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('ticketForm.section')}
            placeholder={t('ticketForm.sectionPlaceholder')}
            required
            disabled={fixed}
            data-autofocus={!fixed || undefined}
            {...form.getInputProps('Section')}
          />
          <TextInput
            label={t('ticketForm.category')}
            placeholder={t('ticketForm.categoryPlaceholder')}
            required
            disabled={fixed}
            {...form.getInputProps('Category')}
          />
        </Group>
        <Group grow align="flex-start" gap="sm" lang="bn">
          <TextInput label={t('ticketForm.bnSection')} {...form.getInputProps('Bn.Section')} />
          <TextInput label={t('ticketForm.bnCategory')} {...form.getInputProps('Bn.Category')} />
        </Group>
        <TakaInput
          label={t('ticketForm.price')}
          description={t('ticketForm.priceHint')}
          required
          disabled={fixed}
          {...form.getInputProps('Price')}
        />
        <NumberInput
          label={t('ticketForm.capacity')}
          description={ticket && t('ticketForm.capacityHint', { current: ticket.Capacity })}
          required
          data-autofocus={fixed || undefined}
          {...form.getInputProps('Capacity')}
        />
        <NumberInput
          label={t('ticketForm.limitPerUser')}
          description={t('ticketForm.limitPerUserHint')}
          {...form.getInputProps('LimitPerUser')}
        />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconClockPause size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {t('ticketForm.holdHint')}
          </Text>
        </Group>
        {event?.Online && (
          <TextInput
            type="url"
            label={t('ticketForm.url')}
            description={t('ticketForm.urlHint')}
            placeholder="https://"
            {...form.getInputProps('URL')}
          />
        )}
        <NoteField {...form.getInputProps('Note')} />
        {collectibles && (
          <TicketCollectiblesField
            eventId={eventId}
            disabled={fixed}
            value={form.values.Collectibles}
            onChange={(value) => form.setFieldValue('Collectibles', value)}
            error={form.getInputProps('Collectibles').error as string | undefined}
          />
        )}
        <Button type="submit" loading={mutation.isPending}>
          {t(ticket ? 'ticketForm.submitUpdate' : 'ticketForm.submitCreate')}
        </Button>
      </Stack>
      {guard}
    </form>
  )
}
