import { Alert, Button, Stack, Text } from '@mantine/core'
import type { Organization } from '@mela/shared/organization'
import { IconPencil, IconShieldOff } from '@tabler/icons-react'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { READABLE_TITLE } from './alert-styles.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'

/** The organization has no custom roles: say where they are switched on, and open that form if allowed. */
export function CustomRolesOff({ account }: { account: Organization }) {
  const { t } = useOrganizationsTranslation()
  const { can } = usePermissions()
  return (
    <Alert
      color="blue"
      icon={<IconShieldOff size={20} />}
      styles={READABLE_TITLE}
      title={t('roleManager.customRolesOffTitle')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('roleManager.customRolesOffText')}</Text>
        {can(account.ID, 'account_edit') && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            onClick={() => openSidebar({ form: 'account', props: { account } })}
          >
            {t('roleManager.editOrganization')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
