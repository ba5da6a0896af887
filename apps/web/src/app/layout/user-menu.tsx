import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { isSuperuser } from '@mela/shared/constants'
import {
  IconBuilding,
  IconCalendarEvent,
  IconChartBar,
  IconCoin,
  IconLink,
  IconLogout,
  IconMessages,
  IconShieldLock,
  IconTicket,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react'
import type { ParseKeys } from 'i18next'
import type { ComponentType, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isGuest, type SessionUser } from '../../lib/session.ts'
import { signOut } from '../../lib/sign-out.ts'

type Entry = { to: string; labelKey: ParseKeys; Icon: ComponentType<{ size?: number }> }

const PERSONAL: Entry[] = [
  { to: '/me', labelKey: 'userMenu.profile', Icon: IconUser },
  { to: '/url-shortener', labelKey: 'userMenu.urlShortener', Icon: IconLink },
]

const FOR_ORGANIZERS: Entry[] = [
  { to: '/organization', labelKey: 'userMenu.organizations', Icon: IconBuilding },
  { to: '/organization/event', labelKey: 'userMenu.events', Icon: IconCalendarEvent },
  { to: '/communications', labelKey: 'userMenu.communications', Icon: IconMessages },
  { to: '/sales-analytics', labelKey: 'userMenu.salesAnalytics', Icon: IconChartBar },
  { to: '/claims', labelKey: 'userMenu.claims', Icon: IconCoin },
]

function initialsOf(user: SessionUser, guestName: string) {
  const name = isGuest(user)
    ? user.FirstName || guestName
    : [user.FirstName, user.LastName].filter(Boolean).join(' ') || user.Username
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
}

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation()
  const item = ({ to, labelKey, Icon }: Entry) => (
    <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
      {t(labelKey)}
    </Menu.Item>
  )
  return (
    // No focus placeholder: its role=presentation child is not allowed inside role=menu (axe, critical);
    // focus then goes to the first item, as menus usually do. Rendered in the header's landmark.
    <Menu position="bottom-end" width={230} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open')}>
          <Avatar color="mela" radius="xl" size={36}>
            {initialsOf(user, t('userMenu.guest'))}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {isGuest(user) ? (
          <GuestEntries user={user} item={item} />
        ) : (
          <>
            <Menu.Label>{t('userMenu.signedInAs', { username: user.Username })}</Menu.Label>
            {PERSONAL.map(item)}
            <Menu.Divider />
            <Menu.Label>{t('userMenu.forOrganizers')}</Menu.Label>
            {FOR_ORGANIZERS.map(item)}
            {isSuperuser(user.Username) && (
              <>
                <Menu.Divider />
                {item({ to: '/superuser', labelKey: 'userMenu.superuser', Icon: IconShieldLock })}
              </>
            )}
          </>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

/**
 * A guest (the account a guest checkout made) by the first name they bought with, never the made-up
 * username; their tickets, and the way to an account of their own, which is what everything else needs.
 */
function GuestEntries({ user, item }: { user: SessionUser; item: (entry: Entry) => ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <Menu.Label>
        {user.FirstName ? t('userMenu.guestAs', { name: user.FirstName }) : t('userMenu.guest')}
      </Menu.Label>
      {item({ to: '/tickets', labelKey: 'userMenu.myTickets', Icon: IconTicket })}
      {item({ to: '/login?tab=register&reason=guest', labelKey: 'userMenu.signUp', Icon: IconUserPlus })}
    </>
  )
}
