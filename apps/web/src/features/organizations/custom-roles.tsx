import { Stack, Text, Title } from '@mantine/core'
import { ROLES } from '@mela/shared/permissions'
import { useQuery } from '@tanstack/react-query'
import { organizationRolesQuery } from './api.ts'
import { CustomRoleCreateForm } from './custom-role-create-form.tsx'
import { CustomRoleRow } from './custom-role-row.tsx'
import { useOrganizationsTranslation } from './locales/translation.ts'

const isCustom = (role: string) => !(ROLES as readonly string[]).includes(role)

/** The organization's own roles: create, rename, delete. */
export function CustomRoles({ accountId }: { accountId: string }) {
  const { t } = useOrganizationsTranslation()
  const { data } = useQuery(organizationRolesQuery(accountId))
  const custom = data?.filter(isCustom) ?? []
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('roleManager.rolesTitle')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('roleManager.rolesIntro')}
      </Text>
      {data && custom.length === 0 && <Text size="sm">{t('roleManager.noRoles')}</Text>}
      {custom.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {custom.map((role) => (
            <CustomRoleRow key={role} accountId={accountId} role={role} />
          ))}
        </Stack>
      )}
      <CustomRoleCreateForm accountId={accountId} />
    </Stack>
  )
}
