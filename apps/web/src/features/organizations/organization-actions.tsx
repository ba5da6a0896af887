import { Button, Group } from '@mantine/core'
import type { Organization } from '@mela/shared/organization'
import {
  IconCalendarEvent,
  IconMicrophone2,
  IconPencil,
  IconShieldCog,
  IconUsersGroup,
} from '@tabler/icons-react'
import { Link } from 'react-router'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'

/** The buttons a card shows: only those the viewer's role allows (product §6). */
export function OrganizationActions({ account }: { account: Organization }) {
  const { t } = useOrganizationsTranslation()
  const { can } = usePermissions()
  return (
    <Group gap="xs" role="group" aria-label={t('card.actions', { name: account.Name })}>
      {can(account.ID, 'account_edit') && (
        <Button
          variant="light"
          leftSection={<IconPencil size={16} />}
          onClick={() => openSidebar({ form: 'account', props: { account } })}
        >
          {t('card.edit')}
        </Button>
      )}
      {can(account.ID, 'organizer_manage') && (
        <Button
          variant="light"
          leftSection={<IconUsersGroup size={16} />}
          onClick={() => openSidebar({ form: 'organizers', props: { account } })}
        >
          {t('card.organizers')}
        </Button>
      )}
      {can(account.ID, 'role_manage') && (
        <Button
          component={Link}
          to={`/organization/${encodeURIComponent(account.ID)}/role`}
          variant="light"
          leftSection={<IconShieldCog size={16} />}
        >
          {t('card.roles')}
        </Button>
      )}
      <Button
        component={Link}
        to={`/organization/event?AccountID=${encodeURIComponent(account.ID)}`}
        variant="default"
        leftSection={<IconCalendarEvent size={16} />}
      >
        {t('card.events')}
      </Button>
      <Button
        component={Link}
        to={`/performer/organization/${encodeURIComponent(account.ID)}`}
        variant="default"
        leftSection={<IconMicrophone2 size={16} />}
      >
        {t('titles.performerManage', { ns: 'translation' })}
      </Button>
    </Group>
  )
}
