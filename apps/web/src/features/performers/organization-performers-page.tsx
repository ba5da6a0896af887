import { Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { organizationQuery } from '../../lib/organization-queries.ts'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { organizationPerformersQuery } from './api.ts'
import { usePerformersTranslation } from './locales/translation.ts'
import { PerformerCard } from './performer-card.tsx'
import './sidebar-forms.ts'
import { usePerformerRefresh } from './use-performer-refresh.ts'

/** /performer/organization/{organizationID}: the organization's performers, added and edited in the sidebar. */
export function OrganizationPerformersPage({ organizationId }: { organizationId: string }) {
  const { t } = usePerformersTranslation()
  const { can } = usePermissions()
  usePerformerRefresh()
  const organization = useQuery(organizationQuery(organizationId)).data
  const { data, error, refetch } = useQuery(organizationPerformersQuery(organizationId))
  const manage = can(organizationId, 'performer_manage')

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/organization" size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('page.back')}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} maw={560}>
            <Title order={1}>{t('page.title')}</Title>
            <Text c="dimmed">
              {organization ? t('page.intro', { name: organization.Name }) : t('page.introPlain')}
            </Text>
          </Stack>
          {manage && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => openSidebar({ form: 'performer', props: { organizationId } })}
            >
              {t('page.add')}
            </Button>
          )}
        </Group>
        {error && <LoadFailed title={t('page.loadFailed')} error={error} onRetry={() => void refetch()} />}
        {!data && !error && [0, 1].map((key) => <Skeleton key={key} height={88} radius="md" />)}
        {data?.length === 0 && (
          <Paper withBorder p="md" radius="md">
            <Text c="dimmed">{t('page.empty')}</Text>
          </Paper>
        )}
        {data?.map((performer) => (
          <PerformerCard key={performer.ID} performer={performer} canManage={manage} />
        ))}
      </Stack>
    </Container>
  )
}
