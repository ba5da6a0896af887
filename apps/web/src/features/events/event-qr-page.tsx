import { Anchor, Button, Center, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconDownload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { QrCode } from '../../lib/qr-code.tsx'
import { eventQuery } from './api.ts'
import { eventLink, qrFileName } from './event-link.ts'
import { useEventsTranslation } from './locales/translation.ts'
import { useQrPng } from './use-qr-png.ts'

/**
 * /organization/event/{eventId}/qrcode: the event's short link as a QR code, to show or download. `children`
 * come below it (the route adds "Make a short link").
 */
export function EventQrPage({ eventId, children }: { eventId: string; children?: ReactNode }) {
  const { t } = useEventsTranslation()
  const { data: event, error, refetch } = useQuery(eventQuery(eventId))
  const link = eventLink(eventId)
  const png = useQrPng(link)
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={`/organization/event/${encodeURIComponent(eventId)}`} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('qr.back')}
        </Anchor>
        {error && <LoadFailed title={t('actions.loadFailed')} error={error} onRetry={() => void refetch()} />}
        {!event && !error && <Skeleton height={36} width="60%" />}
        {event && (
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {event.Title}
          </Title>
        )}
        <Text c="dimmed">{t('qr.intro')}</Text>
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap="md">
            <Center>
              <QrCode size={260} value={link} label={t('qr.label', { url: link })} />
            </Center>
            <Anchor
              href={link}
              target="_blank"
              rel="noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {link}
            </Anchor>
            <Button
              component="a"
              href={png ?? undefined}
              download={qrFileName(event?.Title ?? '')}
              leftSection={<IconDownload size={16} />}
              disabled={!png}
            >
              {t('qr.download')}
            </Button>
          </Stack>
        </Paper>
        {children}
      </Stack>
    </Container>
  )
}
