import { Checkbox, Group, Input, NumberInput, Stack, Text } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { ticketName } from '../../lib/localized.ts'
import type { BundleTicket } from './bundle-form-values.ts'
import { chooseTicket } from './bundle-form-values.ts'
import { useCatalogTranslation } from './locales/translation.ts'

type Props = {
  tickets: readonly Ticket[]
  value: BundleTicket[]
  onChange: (value: BundleTicket[]) => void
  error?: string
  /** The error of each chosen ticket's quantity, by its place in `value`. */
  quantityError: (index: number) => string | undefined
  disabled?: boolean
}

/** Ticks the tickets a bundle holds and how many of each. */
export function BundleTicketsField({ tickets, value, onChange, error, quantityError, disabled }: Props) {
  const { t, language } = useCatalogTranslation()
  const setQuantity = (index: number, Quantity: number | string) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, Quantity } : entry)))

  return (
    <Input.Wrapper
      label={t('bundleForm.tickets')}
      description={t('bundleForm.ticketsHint')}
      labelElement="div"
      required={!disabled}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {tickets.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('bundleForm.noTickets')}
          </Text>
        )}
        {tickets.map((ticket) => {
          const index = value.findIndex((entry) => entry.TicketID === ticket.ID)
          const name = ticketName(ticket, language)
          return (
            <Group key={ticket.ID} justify="space-between" wrap="nowrap" gap="sm" mih={36}>
              <Checkbox
                label={name}
                checked={index >= 0}
                disabled={disabled}
                onChange={(event) => onChange(chooseTicket(value, ticket.ID, event.currentTarget.checked))}
              />
              {index >= 0 && (
                <NumberInput
                  w={96}
                  min={1}
                  aria-label={t('bundleForm.quantity', { ticket: name })}
                  value={value[index]?.Quantity ?? ''}
                  onChange={(quantity) => setQuantity(index, quantity)}
                  error={quantityError(index)}
                  disabled={disabled}
                />
              )}
            </Group>
          )
        })}
      </Stack>
    </Input.Wrapper>
  )
}
