import { Badge, Button, Collapse, CopyButton, Group, Paper, Stack, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import type { ShortLink } from '@mela/shared/short-link'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError } from '../../lib/notify.ts'
import { QrCode } from '../../lib/qr-code.tsx'
import { shortLinkKeys } from '../../lib/query-keys.ts'
import { deleteShortLink } from './api.ts'
import { useShortLinksTranslation } from './locales/translation.ts'

/** One of my links: where it leads, its clicks, and copy, QR code and delete (asked twice). */
export function ShortLinkCard({ link }: { link: ShortLink }) {
  const { t, language } = useShortLinksTranslation()
  const queryClient = useQueryClient()
  const [qrShown, setQrShown] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const remove = useMutation({
    mutationFn: () => deleteShortLink(link.Slug),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shortLinkKeys.all }),
    onError: notifyError,
  })
  return (
    <Paper withBorder p="sm" radius="md" data-testid="short-link">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="start">
          <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="short-link-url">
            {link.ShortURL}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }} data-testid="short-link-clicks">
            {localizeDigits(t('list.clicks', { count: link.Clicks }), language)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {link.URL}
        </Text>
        <Group gap="xs">
          <CopyButton value={link.ShortURL}>
            {({ copied, copy }) => (
              <Button size="sm" variant="light" onClick={copy}>
                {copied ? t('list.copied') : t('list.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            size="sm"
            variant="subtle"
            onClick={() => setQrShown((shown) => !shown)}
            aria-expanded={qrShown}
          >
            {qrShown ? t('list.hideQr') : t('list.showQr')}
          </Button>
          {!confirming && (
            <Button size="sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('list.delete')}
            </Button>
          )}
        </Group>
        {confirming && (
          <Stack gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('list.deleteConfirm', { url: link.ShortURL })}
            </Text>
            <Group gap="xs">
              <Button size="sm" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('list.delete')}
              </Button>
              <Button size="sm" variant="default" onClick={() => setConfirming(false)}>
                {t('list.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        <Collapse expanded={qrShown}>
          {qrShown && (
            <QrCode value={link.ShortURL} label={t('list.qrLabel', { url: link.ShortURL })} size={200} />
          )}
        </Collapse>
      </Stack>
    </Paper>
  )
}
