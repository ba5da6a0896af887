import { Alert, Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { canDoEventAction } from '@mela/shared/event-actions'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { eventQuery } from '../../lib/event-queries.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { useRedeemTranslation } from './locales/redeem/translation.ts'
import { RedeemCodeField } from './redeem-code-field.tsx'
import type { ScannedTicket } from './redeem-scan.ts'
import { RedeemSeat } from './redeem-seat.tsx'
import { RedemptionList } from './redemption-list.tsx'

/** /organization/event/{eventId}/redeem: scan a ticket, hand over its collectibles, see what was handed over. */
export function RedeemPage({ eventId }: { eventId: string }) {
  const { t } = useRedeemTranslation()
  const event = useQuery(eventQuery(eventId))
  return (
    <Container size="sm" py="xl" px="sm">
      <Stack gap="lg">
        <Anchor component={Link} to={`/organization/event/${encodeURIComponent(eventId)}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('back')}
          </Group>
        </Anchor>
        {event.isPending && <Skeleton height={160} radius="md" />}
        {event.error && (
          <Alert color="red" title={t('notices.loadFailed')}>
            {errorMessageOf(event.error)}
          </Alert>
        )}
        {event.data && <RedeemDesk event={event.data} />}
      </Stack>
    </Container>
  )
}

function RedeemDesk({ event }: { event: Event }) {
  const { t } = useRedeemTranslation()
  const { t: titles } = useTranslation()
  const { can, loaded } = usePermissions()
  const [scanned, setScanned] = useState<ScannedTicket>()
  const notice = !event.Account.EnableCollectibles
    ? t('notices.collectiblesOff')
    : !event.PublishedAt
      ? t('notices.notPublished')
      : loaded &&
          !canDoEventAction('redeem', {
            check: (permission) => can(event.AccountID, permission),
            published: true,
            account: event.Account,
          })
        ? t('notices.notAllowed')
        : undefined

  return (
    <>
      <Stack gap={4}>
        <Title order={1}>{titles('titles.eventRedeem')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {event.Title}
        </Text>
      </Stack>
      {notice ? (
        <Alert color="yellow" variant="light">
          {notice}
        </Alert>
      ) : (
        <>
          <Text>{t('intro')}</Text>
          <RedeemCodeField onScan={setScanned} />
          {scanned && (
            <RedeemSeat key={`${scanned.itemId}:${scanned.code}`} eventId={event.ID} ticket={scanned} />
          )}
          <RedemptionList eventId={event.ID} />
        </>
      )}
    </>
  )
}
