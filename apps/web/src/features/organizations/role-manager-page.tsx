import { Anchor, Center, Container, Group, Loader, Stack, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { organizationQuery } from '../../lib/organization-queries.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { CustomRoles } from './custom-roles.tsx'
import { CustomRolesOff } from './custom-roles-off.tsx'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { PermissionGrid } from './permission-grid.tsx'
import { RoleManagerNotice } from './role-manager-notice.tsx'
import './sidebar-forms.ts'
import { useOrganizationEvents } from './use-organization-events.ts'

/** /organization/{id}/role: custom roles and who may do what, for people holding role_manage. */
export function RoleManagerPage({ accountId }: { accountId: string }) {
  const { t } = useOrganizationsTranslation()
  useOrganizationEvents()
  const { can, loaded } = usePermissions()
  const allowed = loaded && can(accountId, 'role_manage')
  const account = useQuery({ ...organizationQuery(accountId), enabled: allowed })

  let content: ReactNode
  if (!loaded || (allowed && account.isPending)) {
    content = (
      <Center py="xl">
        <Loader aria-label={t('roleManager.gridTitle')} />
      </Center>
    )
  } else if (!allowed) {
    content = <RoleManagerNotice kind="notAllowed" />
  } else if (account.error || !account.data) {
    content = <RoleManagerNotice kind="loadFailed" error={account.error} />
  } else {
    const { data } = account
    content = (
      <>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('roleManager.title', { name: data.Name })}
        </Title>
        {data.HasCustomRoles ? (
          <>
            <CustomRoles accountId={accountId} />
            <PermissionGrid accountId={accountId} />
          </>
        ) : (
          <CustomRolesOff account={data} />
        )}
      </>
    )
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Anchor component={Link} to="/organization" size="sm" w="fit-content">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('roleManager.back')}
          </Group>
        </Anchor>
        {content}
      </Stack>
    </Container>
  )
}
