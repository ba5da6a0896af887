import { Button, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core'
import type { CashDrawer, SellerTakings } from '@mela/shared/cash-sale'
import { CloseDrawerInput } from '@mela/shared/cash-sale'
import { DATE_TIME, formatDate } from '@mela/shared/dates'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-error.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { countText, takaText } from '../../lib/price-format.ts'
import { TakaInput } from '../../lib/taka-input.tsx'
import { useZodForm } from '../../lib/zod-form.ts'
import { closeDrawer } from './api.ts'
import { differenceText } from './difference-text.ts'
import { useBoxOfficeTranslation } from './locales/translation.ts'

type Values = { EventID: string; Counted: number | string; Note: string }

/** "Close my drawer": what my open sales should have brought in, the cash I counted, the difference. */
export function CloseDrawer({ eventId, mine }: { eventId: string; mine: SellerTakings | undefined }) {
  const { t, language } = useBoxOfficeTranslation()
  const queryClient = useQueryClient()
  const form = useZodForm<Values>(CloseDrawerInput, { EventID: eventId, Counted: '', Note: '' })
  const words = { over: t('drawer.over'), short: t('drawer.shortWord'), even: t('drawer.even') }
  const close = useMutation({
    mutationFn: (values: Values) =>
      closeDrawer({ EventID: eventId, Counted: Number(values.Counted), Note: values.Note }),
    onSuccess: (drawer) => {
      notifySuccess(
        t('drawer.closed', {
          counted: takaText(drawer.Counted, language),
          difference: differenceText(drawer.Difference, language, words),
        }),
      )
      form.reset()
      void queryClient.invalidateQueries({ queryKey: ['events', eventId, 'sells'] })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors) form.setErrors(error.fieldErrors)
      else notifyError(error)
    },
  })
  const open = mine?.OpenSales ?? 0
  const counted = form.values.Counted === '' ? undefined : Number(form.values.Counted)
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((values) => close.mutate(values))} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('drawer.title')}
          </Title>
          {open === 0 ? (
            <Text c="dimmed">{t('drawer.nothingOpen')}</Text>
          ) : (
            <>
              <Text>
                {t('drawer.expected', {
                  amount: takaText(mine?.OpenAmount ?? 0, language),
                  count: countText(open, language),
                })}
              </Text>
              <TakaInput
                label={t('drawer.counted')}
                size="lg"
                min={0}
                withAsterisk
                {...form.getInputProps('Counted')}
              />
              {counted !== undefined && Number.isFinite(counted) && (
                <Text fw={600} aria-live="polite" data-testid="drawer-difference">
                  {t('drawer.difference')}:{' '}
                  {differenceText(
                    Math.round((counted - (mine?.OpenAmount ?? 0)) * 100) / 100,
                    language,
                    words,
                  )}
                </Text>
              )}
              <Textarea label={t('drawer.note')} autosize minRows={1} {...form.getInputProps('Note')} />
              <Button type="submit" size="lg" loading={close.isPending}>
                {t('drawer.close')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  )
}

/** The drawers closed for the event, each with what was expected, counted and the difference. */
export function ClosedDrawers({ drawers, showSeller }: { drawers: CashDrawer[]; showSeller: boolean }) {
  const { t, language } = useBoxOfficeTranslation()
  const words = { over: t('drawer.over'), short: t('drawer.shortWord'), even: t('drawer.even') }
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('drawer.history')}
      </Title>
      {drawers.length === 0 ? (
        <Text c="dimmed">{t('drawer.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('drawer.closedAt')}</Table.Th>
                {showSeller && <Table.Th>{t('sells.seller')}</Table.Th>}
                <Table.Th>{t('drawer.expectedColumn')}</Table.Th>
                <Table.Th>{t('drawer.countedColumn')}</Table.Th>
                <Table.Th>{t('drawer.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drawers.map((drawer) => (
                <Table.Tr key={drawer.ID}>
                  <Table.Td>{formatDate(drawer.ClosedAt, DATE_TIME, { lang: language })}</Table.Td>
                  {showSeller && <Table.Td>{drawer.Seller.Name}</Table.Td>}
                  <Table.Td>{takaText(drawer.Expected, language)}</Table.Td>
                  <Table.Td>{takaText(drawer.Counted, language)}</Table.Td>
                  <Table.Td c={drawer.Difference < 0 ? 'red.8' : undefined}>
                    {differenceText(drawer.Difference, language, words)}
                    {drawer.Note ? ` · ${drawer.Note}` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
