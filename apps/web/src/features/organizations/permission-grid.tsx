import { Loader, Stack, Table, Text, Title } from '@mantine/core'
import { PERMISSIONS } from '@mela/shared/permissions'
import { useQuery } from '@tanstack/react-query'
import { usePermissions } from '../../lib/use-permissions.ts'
import { organizationRolesQuery } from './api.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'
import classes from './permission-grid.module.css'
import { effectiveRoles } from './permission-roles.ts'
import { PermissionRow } from './permission-row.tsx'
import { roleName } from './role-name.ts'
import { usePermissionChange } from './use-permission-change.ts'

/** Every permission against every role of the organization, ticked where the role holds it. */
export function PermissionGrid({ accountId }: { accountId: string }) {
  const { t } = useOrganizationsTranslation()
  const { data } = usePermissions()
  const roles = useQuery(organizationRolesQuery(accountId))
  const change = usePermissionChange(accountId)
  const columns = ['owner', ...(roles.data ?? [])]

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('roleManager.gridTitle')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('roleManager.gridIntro')} {t('roleManager.ownerAlways')}
      </Text>
      {!data || roles.isPending ? (
        <Loader size="sm" aria-label={t('roleManager.gridTitle')} />
      ) : (
        <Table.ScrollContainer minWidth={150 + columns.length * 110} type="native">
          <Table verticalSpacing="xs" highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.sticky} scope="col">
                  {t('roleManager.permission')}
                </Table.Th>
                {columns.map((role) => (
                  <Table.Th key={role} className={classes.role} scope="col">
                    {roleName(role)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PERMISSIONS.map((permission) => (
                <PermissionRow
                  key={permission}
                  permission={permission}
                  columns={columns}
                  state={effectiveRoles(data, accountId, permission)}
                  onChange={(next) => change.mutate({ permission, roles: next })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
