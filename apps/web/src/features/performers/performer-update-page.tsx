import { Alert, Container, Paper, Skeleton, Stack, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { performerQuery } from '../../lib/performer-queries.ts'
import { useSession } from '../../lib/session.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { usePerformersTranslation } from './locales/translation.ts'
import { PerformerForm } from './performer-form.tsx'
import { usePerformerRefresh } from './use-performer-refresh.ts'

/** /performer/{performerId}/update: the performer form as a page; saving opens the performer's page. */
export function PerformerUpdatePage({ performerId }: { performerId: string }) {
  const { t } = usePerformersTranslation()
  const navigate = useNavigate()
  usePerformerRefresh()
  const { data, error, refetch } = useQuery(performerQuery(performerId))
  const { can, loaded: permissionsLoaded } = usePermissions()
  const { user } = useSession()
  // A visitor who is not signed in has no permissions to wait for.
  const loaded = permissionsLoaded || !user
  // Only organizers who manage performers in one of its organizations may save; others are told so.
  const mayEdit = data?.Organizations.some((organization) => can(organization.ID, 'performer_manage'))
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
        {(!data || !loaded) && !error && <Skeleton height={420} radius="md" />}
        {data && loaded && !mayEdit && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconLock aria-hidden />}
            title={t('updatePage.readOnlyTitle')}
          >
            {t('updatePage.readOnlyText')}
          </Alert>
        )}
        {data && loaded && mayEdit && (
          <Paper withBorder p="md" radius="md">
            <PerformerForm performer={data} inSidebar={false} onSaved={(saved) => setSavedId(saved.ID)} />
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
