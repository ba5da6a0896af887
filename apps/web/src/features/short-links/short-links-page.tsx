import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import type { ShortLink } from '@mela/shared/short-link'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SHORT_LINK_PAGE_SIZE, shortLinksQuery } from './api.ts'
import { useShortLinksTranslation } from './locales/translation.ts'
import { ShortLinkCard } from './short-link-card.tsx'
import { ShortLinkForm } from './short-link-form.tsx'

/** /url-shortener: make a short link, and my links with their clicks, newest first. */
export function ShortLinksPage() {
  const { t, language } = useShortLinksTranslation()
  const [page, setPage] = useState(1)
  const [made, setMade] = useState<ShortLink | null>(null)
  const links = useQuery(shortLinksQuery(page))
  const pages = Math.max(1, Math.ceil((links.data?.Total ?? 0) / SHORT_LINK_PAGE_SIZE))
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
        <Paper withBorder p="md" radius="md">
          <ShortLinkForm
            onMade={(link) => {
              setMade(link)
              setPage(1)
            }}
          />
        </Paper>
        {made && (
          <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setMade(null)}>
            <Text style={{ overflowWrap: 'anywhere' }}>{t('list.made', { url: made.ShortURL })}</Text>
          </Alert>
        )}
        <Title order={2} size="h3">
          {t('list.title')}
        </Title>
        {links.isPending && <Skeleton height={96} radius="md" />}
        {links.isError && (
          <Alert color="red" title={t('list.loadFailed')}>
            <Button variant="light" onClick={() => void links.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        )}
        {links.data?.Items.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
        {links.data?.Items.map((link) => (
          <ShortLinkCard key={link.Slug} link={link} />
        ))}
        {pages > 1 && (
          <Group justify="space-between">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('list.previous')}
            </Button>
            <Text size="sm">{localizeDigits(`${page} / ${pages}`, language)}</Text>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('list.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  )
}
