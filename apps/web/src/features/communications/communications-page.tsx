import { Container, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { communicationsQuery } from './api.ts'
import { CommunicationDetail } from './communication-detail.tsx'
import { CommunicationList } from './communication-list.tsx'
import { useCommunicationsTranslation } from './locales/translation.ts'

/** /communications: every message of the organizations where I may send them, with live progress. */
export function CommunicationsPage() {
  const { t } = useCommunicationsTranslation()
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const list = useQuery(communicationsQuery({}, page))
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('page.allTitle')}
          </Title>
          <Text c="dimmed">{t('page.allIntro')}</Text>
        </Stack>
        <CommunicationList query={list} page={page} onPage={setPage} onOpen={setOpen} showEvent />
        <CommunicationDetail id={open} onClose={() => setOpen(null)} />
      </Stack>
    </Container>
  )
}
