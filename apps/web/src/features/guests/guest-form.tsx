import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { GUEST_QUANTITY_MAX, type Guest, GuestDetails, type GuestTicket } from '@mela/shared/guest'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { randomId } from '../../lib/random-id.ts'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { useGuestsTranslation } from './locales/translation.ts'

type Values = {
  FirstName: string
  LastName: string
  Phone: string
  Email: string
  TicketID: string | null
  Quantity: number
}

type Props = {
  tickets: GuestTicket[]
  /** Sends the guest: to the event's list, or through a promoter's link. */
  submit: (details: GuestDetails) => Promise<Guest>
  onAdded: (guest: Guest) => void
  /** Seats a promoter's link may still add: the stepper stops there. */
  seatsLeft?: number | undefined
}

/** Name, optional phone and e-mail (where the tickets are sent), the ticket type and the seats with plus-ones. */
export function GuestForm({ tickets, submit, onAdded, seatsLeft }: Props) {
  const { t, language } = useGuestsTranslation()
  const blank = (): Values => ({
    FirstName: '',
    LastName: '',
    Phone: '',
    Email: '',
    TicketID: tickets.find((ticket) => ticket.Left > 0)?.ID ?? tickets[0]?.ID ?? null,
    Quantity: 1,
  })
  const form = useZodForm<Values>(GuestDetails, blank())
  // One ID per guest, kept across retries: a guest sent twice on a bad network is added once.
  const guestId = useRef(randomId())
  const add = useMutation({
    mutationFn: (values: Values) =>
      submit({ ...parsedValues(GuestDetails, values), GuestID: guestId.current }),
    onSuccess: (guest) => {
      guestId.current = randomId()
      form.setValues(blank())
      notifySuccess(
        t('form.added', {
          name: guest.FirstName,
          count: guest.Quantity,
          n: countText(guest.Quantity, language),
        }),
      )
      onAdded(guest)
    },
    onError: (error) => showFormErrors(form, error),
  })
  const quantity = form.getValues().Quantity
  const most = Math.max(1, Math.min(GUEST_QUANTITY_MAX, seatsLeft ?? GUEST_QUANTITY_MAX))
  const setQuantity = (value: number) => form.setFieldValue('Quantity', Math.min(most, Math.max(1, value)))

  return (
    <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('form.firstName')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('FirstName')}
          />
          <TextInput label={t('form.lastName')} autoComplete="off" {...form.getInputProps('LastName')} />
          <TextInput
            label={t('form.phone')}
            description={t('form.phoneHint')}
            type="tel"
            inputMode="tel"
            {...form.getInputProps('Phone')}
          />
          <TextInput
            label={t('form.email')}
            description={t('form.emailHint')}
            type="email"
            {...form.getInputProps('Email')}
          />
        </SimpleGrid>
        {tickets.length > 1 && (
          <Select
            label={t('form.ticket')}
            data={tickets.map((ticket) => ({
              value: ticket.ID,
              label: t('form.ticketLeft', {
                name: ticket.Name,
                count: ticket.Left,
                n: countText(ticket.Left, language),
              }),
            }))}
            allowDeselect={false}
            {...form.getInputProps('TicketID')}
          />
        )}
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={500} size="sm">
              {t('form.seats')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('form.seatsHint')}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap" role="group" aria-label={t('form.seats')}>
            <ActionIcon
              size={44}
              variant="default"
              aria-label={t('form.fewer')}
              disabled={quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
            >
              <IconMinus size={18} aria-hidden />
            </ActionIcon>
            <Text component="output" w={36} ta="center" fw={700} fz="lg" data-testid="guest-seats">
              {quantity}
            </Text>
            <ActionIcon
              size={44}
              variant="default"
              aria-label={t('form.more')}
              disabled={quantity >= most}
              onClick={() => setQuantity(quantity + 1)}
            >
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {form.errors.Quantity && (
          <Text c="red" size="sm">
            {String(form.errors.Quantity)}
          </Text>
        )}
        <Button type="submit" size="lg" fullWidth loading={add.isPending}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  )
}
