import { Alert, Text } from '@mantine/core'
import { IconAlertCircle, IconLock } from '@tabler/icons-react'
import { errorMessageOf } from '../../lib/notify.ts'
import { READABLE_TITLE } from './alert-styles.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'

type Props = { kind: 'notAllowed' } | { kind: 'loadFailed'; error: unknown }

/** Why the role manager shows nothing: no role_manage here, or the organization could not be read. */
export function RoleManagerNotice(props: Props) {
  const { t } = useOrganizationsTranslation()
  if (props.kind === 'notAllowed') {
    return (
      <Alert
        color="yellow"
        icon={<IconLock size={20} />}
        styles={READABLE_TITLE}
        title={t('roleManager.notAllowedTitle')}
      >
        {t('roleManager.notAllowedText')}
      </Alert>
    )
  }
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={20} />}
      styles={READABLE_TITLE}
      title={t('roleManager.loadFailed')}
    >
      <Text size="sm">{errorMessageOf(props.error)}</Text>
    </Alert>
  )
}
