import { Alert, Anchor, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { myOrganizationsQuery } from '../../lib/organization-queries.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { useEventsTranslation } from './locales/translation.ts'
import { OrganizationEvents } from './organization-events.tsx'

/** /organization/event: the organizations I belong to, each with its events; ?AccountID= narrows to one. */
export function OrganizationEventsPage({ accountId }: { accountId?: string }) {
  const { t } = useEventsTranslation()
  const { data: permissions } = usePermissions()
  const accounts = useQuery(myOrganizationsQuery())
  // GET /account/organizer/role says where I belong; GET /account gives those organizations' names.
  const mine = (accounts.data ?? []).filter((account) =>
    permissions?.Roles.some((role) => role.AccountID === account.ID),
  )
  const shown = accountId ? mine.filter((account) => account.ID === accountId) : mine

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
          {accountId && mine.length > 1 && (
            <Anchor component={Link} to="/organization/event" size="sm">
              {t('list.allOrganizations')}
            </Anchor>
          )}
        </Stack>
        {(accounts.isPending || !permissions) && !accounts.error && <Skeleton height={120} radius="md" />}
        {accounts.error && (
          <LoadFailed
            title={t('list.loadFailed')}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
          />
        )}
        {accounts.data && permissions && shown.length === 0 && (
          <Alert color="gray">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('list.noOrganizations')}</Text>
              <Button component={Link} to="/organization" variant="default" size="xs">
                {t('list.toOrganizations')}
              </Button>
            </Stack>
          </Alert>
        )}
        {shown.map((account) => (
          <OrganizationEvents key={account.ID} account={account} />
        ))}
      </Stack>
    </Container>
  )
}
