import { Alert, Badge, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { errorMessageOf } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { guestAccessKeys } from '../../lib/query-keys.ts'
import { useSearchedPages } from '../../lib/use-searched-pages.ts'
import { addGuestByLink, guestAccessQuery } from './api.ts'
import { GuestForm } from './guest-form.tsx'
import { GuestList } from './guest-list.tsx'
import { useGuestsTranslation } from './locales/translation.ts'

/** /guests/{accessCode}: a promoter holding a link sees the guests it added and adds more within the quota. */
export function GuestAccessPage({ accessCode }: { accessCode: string }) {
  const { t, language } = useGuestsTranslation()
  const queryClient = useQueryClient()
  const paging = useSearchedPages()
  const access = useQuery(guestAccessQuery(accessCode, paging.page, paging.search.trim()))
  const data = access.data
  const left = data?.Link.Quota == null ? undefined : Math.max(0, data.Link.Quota - data.Link.Used)

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {access.error && !data && <Alert color="red">{errorMessageOf(access.error)}</Alert>}
        {!data && !access.error && <Skeleton height={240} radius="md" />}
        {data && (
          <>
            <Stack gap={4}>
              <Title order={1} size="h2">
                {t('access.title', { title: data.Event.Title })}
              </Title>
              <Text c="dimmed">
                {formatDate(data.Event.StartsAt, DATE_TIME_FULL, { lang: language })}
                {data.Event.Venue ? ` · ${data.Event.Venue}` : ''}
              </Text>
              {data.Link.Label && <Text>{t('access.for', { label: data.Link.Label })}</Text>}
            </Stack>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h3">
                    {t('access.add')}
                  </Title>
                  <Badge size="lg" variant="light" data-testid="quota-left">
                    {left === undefined
                      ? t('access.noQuota')
                      : t('access.left', { count: left, n: countText(left, language) })}
                  </Badge>
                </Group>
                {left === 0 ? (
                  <Alert color="yellow">{t('access.quotaUsed')}</Alert>
                ) : (
                  <GuestForm
                    tickets={data.Tickets}
                    seatsLeft={left}
                    submit={(details) => addGuestByLink(accessCode, details)}
                    onAdded={() =>
                      void queryClient.invalidateQueries({ queryKey: guestAccessKeys.one(accessCode) })
                    }
                  />
                )}
              </Stack>
            </Paper>
            <Title order={2} size="h3">
              {t('access.list')}
            </Title>
            <GuestList query={access} paging={paging} canRemove={false} />
          </>
        )}
      </Stack>
    </Container>
  )
}
