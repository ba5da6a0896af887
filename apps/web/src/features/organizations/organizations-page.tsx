import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { myOrganizationsQuery } from '../../lib/organization-queries.ts'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { NoOrganizations } from './no-organizations.tsx'
import { OrganizationCard } from './organization-card.tsx'
import './sidebar-forms.ts'
import { READABLE_TITLE } from './alert-styles.ts'
import { useOrganizationEvents } from './use-organization-events.ts'

const openCreateForm = () => openSidebar({ form: 'account', props: {} })

/** /organization: my organizations, and what I may do in each. */
export function OrganizationsPage() {
  const { t } = useOrganizationsTranslation()
  useOrganizationEvents()
  const { data, error, isPending, refetch } = useQuery(myOrganizationsQuery())

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} maw={560}>
            <Title order={1}>{t('page.title')}</Title>
            <Text c="dimmed">{t('page.intro')}</Text>
          </Stack>
          {data && data.length > 0 && (
            <Button leftSection={<IconPlus size={16} />} onClick={openCreateForm}>
              {t('page.create')}
            </Button>
          )}
        </Group>
        {isPending && [0, 1].map((key) => <Skeleton key={key} height={180} radius="md" />)}
        {error && (
          <LoadFailed
            title={t('page.loadFailed')}
            styles={READABLE_TITLE}
            error={error}
            onRetry={() => void refetch()}
          />
        )}
        {data?.length === 0 && <NoOrganizations onCreate={openCreateForm} />}
        {data?.map((account) => (
          <OrganizationCard key={account.ID} account={account} />
        ))}
      </Stack>
    </Container>
  )
}
