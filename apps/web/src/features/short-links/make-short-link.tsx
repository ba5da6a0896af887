import { Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ShortLink } from '@mela/shared/short-link'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { notifyError } from '../../lib/notify.ts'
import { shortLinkKeys } from '../../lib/query-keys.ts'
import { createShortLink } from './api.ts'
import { useShortLinksTranslation } from './locales/translation.ts'

/** "Make a short link" for one address (an event's page): one tap, then the link to copy. */
export function MakeShortLink({ url }: { url: string }) {
  const { t } = useShortLinksTranslation()
  const queryClient = useQueryClient()
  const [made, setMade] = useState<ShortLink | null>(null)
  const make = useMutation({
    mutationFn: () => createShortLink({ URL: url }),
    onSuccess: (link) => {
      setMade(link)
      void queryClient.invalidateQueries({ queryKey: shortLinkKeys.all })
    },
    onError: notifyError,
  })
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('event.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('event.intro')}
        </Text>
        {made ? (
          <Group gap="xs" wrap="wrap">
            <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="made-short-link">
              {made.ShortURL}
            </Text>
            <CopyButton value={made.ShortURL}>
              {({ copied, copy }) => (
                <Button size="sm" variant="light" onClick={copy}>
                  {copied ? t('list.copied') : t('list.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : (
          <Button onClick={() => make.mutate()} loading={make.isPending} size="md">
            {t('event.make')}
          </Button>
        )}
        <Anchor component={Link} to="/url-shortener" size="sm">
          {t('event.manage')}
        </Anchor>
      </Stack>
    </Paper>
  )
}
