import { Container, Paper, Skeleton, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { performerQuery } from './api.ts'
import { LoadFailed } from './load-failed.tsx'
import { usePerformersTranslation } from './locales/translation.ts'
import { PerformerForm } from './performer-form.tsx'
import { usePerformerRefresh } from './use-performer-refresh.ts'

/** /performer/{performerId}/update: the performer form as a page; saving opens the performer's page. */
export function PerformerUpdatePage({ performerId }: { performerId: string }) {
  const { t } = usePerformersTranslation()
  const navigate = useNavigate()
  usePerformerRefresh()
  const { data, error, refetch } = useQuery(performerQuery(performerId))
  // Leaves after the saved form has re-rendered as unchanged, so the unsaved-edits question stays away.
  const [savedId, setSavedId] = useState<string | null>(null)
  useEffect(() => {
    if (savedId) void navigate(`/performer/${encodeURIComponent(savedId)}`)
  }, [savedId, navigate])

  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('updatePage.title')}</Title>
        {error && (
          <LoadFailed title={t('updatePage.loadFailed')} error={error} onRetry={() => void refetch()} />
        )}
        {!data && !error && <Skeleton height={420} radius="md" />}
        {data && (
          <Paper withBorder p="md" radius="md">
            <PerformerForm performer={data} inSidebar={false} onSaved={(saved) => setSavedId(saved.ID)} />
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
