import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import type { SellerTakings } from '@mela/shared/cash-sale'
import { CloseDrawerInput } from '@mela/shared/cash-sale'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-error.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { countText, takaText } from '../../lib/price-format.ts'
import { eventKeys } from '../../lib/query-keys.ts'
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
      void queryClient.invalidateQueries({ queryKey: eventKeys.counterSales(eventId) })
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
