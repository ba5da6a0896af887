import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { CashBuyer, type Purchase } from '@mela/shared/purchase'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { notifyError } from '../../lib/notify.ts'
import { takaText } from '../../lib/price-format.ts'
import { eventKeys } from '../../lib/query-keys.ts'
import { randomId } from '../../lib/random-id.ts'
import { TakaInput } from '../../lib/taka-input.tsx'
import { liveBundlesQuery, liveTicketsQuery, quoteQuery } from '../../lib/ticket-picker/picker-queries.ts'
import { hasLines, orderLines, type Selection, seatedTicketIds } from '../../lib/ticket-picker/selection.ts'
import { TicketPicker } from '../../lib/ticket-picker/ticket-picker.tsx'
import { useZodForm } from '../../lib/zod-form.ts'
import { sellForCash } from './api.ts'
import { cashShortfall, changeDue } from './change-due.ts'
import { useBoxOfficeTranslation } from './locales/translation.ts'

type BuyerValues = { FirstName: string; LastName: string; Phone: string; Email: string }
const BLANK: BuyerValues = { FirstName: '', LastName: '', Phone: '', Email: '' }
const EMPTY: Selection = { tickets: {}, bundles: {} }

/** The counter: pick tickets with big steppers, see the total, type the cash received, sell. */
export function SaleForm({ event, onSold }: { event: Event; onSold: (sale: Purchase) => void }) {
  const { t, language } = useBoxOfficeTranslation()
  const queryClient = useQueryClient()
  const tickets = useQuery(liveTicketsQuery(event.ID))
  const bundles = useQuery(liveBundlesQuery(event.ID))
  // The seller picks seats on the same plan as an online buyer does.
  const seated = seatedTicketIds(tickets.data)
  const [selection, setSelection] = useState<Selection>(EMPTY)
  const [received, setReceived] = useState<number | string>('')
  const buyer = useZodForm<BuyerValues>(CashBuyer, BLANK)
  // One ID per sale, kept across retries: a sale sent twice on a bad network is made once.
  const saleId = useRef(randomId())

  const lines = orderLines(selection, tickets.data ?? [], bundles.data ?? [], seated)
  const chosen = hasLines(lines)
  const quote = useQuery({ ...quoteQuery({ EventID: event.ID, ...lines }), enabled: chosen })
  const total = chosen ? (quote.data?.Total ?? 0) : 0
  const change = changeDue(total, received)
  // The counter sells only once the cash covers the total; the API checks the same declared amount.
  const shortfall = chosen ? cashShortfall(total, received) : undefined

  const sell = useMutation({
    mutationFn: (values: BuyerValues) =>
      sellForCash({
        EventID: event.ID,
        ...lines,
        Buyer: values,
        SaleID: saleId.current,
        CashReceived: received === '' ? undefined : Number(received),
      }),
    onSuccess: (sale) => {
      saleId.current = randomId()
      void queryClient.invalidateQueries({ queryKey: eventKeys.one(event.ID) })
      onSold(sale)
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined
      if (fields && Object.keys(fields).some((key) => key.startsWith('Buyer.')))
        buyer.setErrors(
          Object.fromEntries(Object.entries(fields).map(([key, text]) => [key.replace('Buyer.', ''), text])),
        )
      else notifyError(error)
      // Seats may have gone meanwhile: show what is left now (a taken seat leaves the choice, saying so).
      void queryClient.invalidateQueries({ queryKey: eventKeys.tickets(event.ID) })
      void queryClient.invalidateQueries({ queryKey: eventKeys.seating(event.ID) })
    },
  })

  return (
    <form onSubmit={buyer.onSubmit((values) => sell.mutate(values))} noValidate>
      <Stack gap="lg">
        <TicketPicker
          tickets={tickets.data ?? []}
          bundles={bundles.data ?? []}
          selection={selection}
          onChange={setSelection}
          seated={seated}
          eventId={event.ID}
        />
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('sell.buyer')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('sell.firstName')}
              withAsterisk
              required
              {...buyer.getInputProps('FirstName')}
            />
            <TextInput label={t('sell.lastName')} {...buyer.getInputProps('LastName')} />
            <TextInput
              label={t('sell.phone')}
              description={t('sell.phoneHint')}
              type="tel"
              inputMode="tel"
              {...buyer.getInputProps('Phone')}
            />
            <TextInput
              label={t('sell.email')}
              description={t('sell.emailHint')}
              type="email"
              {...buyer.getInputProps('Email')}
            />
          </SimpleGrid>
        </Stack>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('sell.total')}</Text>
              <Text fw={700} fz="xl" aria-live="polite" data-testid="sale-total">
                {takaText(total, language)}
              </Text>
            </Group>
            <TakaInput
              label={t('sell.received')}
              size="lg"
              min={0}
              value={received}
              onChange={setReceived}
              inputMode="decimal"
            />
            <Divider />
            <Group justify="space-between" aria-live="polite">
              <Text fw={600}>{t('sell.change')}</Text>
              <Text
                fw={700}
                fz="xl"
                c={change !== undefined && change < 0 ? 'red.8' : undefined}
                data-testid="change-due"
              >
                {change === undefined
                  ? '—'
                  : change < 0
                    ? t('sell.short', { amount: takaText(-change, language) })
                    : takaText(change, language)}
              </Text>
            </Group>
          </Stack>
        </Paper>
        <Stack gap={4}>
          <Button
            type="submit"
            size="xl"
            fullWidth
            loading={sell.isPending}
            disabled={!chosen || shortfall !== undefined}
            aria-describedby={shortfall ? 'sale-refusal' : undefined}
          >
            {chosen ? t('sell.submit', { total: takaText(total, language) }) : t('sell.nothing')}
          </Button>
          {shortfall && (
            <Text id="sale-refusal" size="sm" c={shortfall === 'short' ? 'red.8' : 'dimmed'} ta="center">
              {shortfall === 'short'
                ? t('sell.refuseShort', { amount: takaText(-(change ?? 0), language) })
                : t('sell.refuseMissing')}
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  )
}
