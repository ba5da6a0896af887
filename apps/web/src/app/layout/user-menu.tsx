import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { isSuperuser } from '@mela/shared/constants'
import { IconLogout, IconShieldLock } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { knownAs } from '../../lib/known-as.ts'
import { isGuest, type SessionUser } from '../../lib/session.ts'
import { signOut } from '../../lib/sign-out.ts'
import { initialsOf } from './initials.ts'
import { FOR_ORGANIZERS, GUEST, PERSONAL, type UserMenuEntry } from './user-menu-entries.ts'

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation()
  const guest = isGuest(user)
  const item = ({ to, labelKey, Icon }: UserMenuEntry) => (
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
            {initialsOf(guest ? { Username: t('userMenu.guest'), FirstName: user.FirstName } : user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {guest ? (
          // A guest checkout's account, by the first name they bought with, never its made-up username:
          // their tickets, and the way to an account of their own, which everything else needs.
          <>
            <Menu.Label>
              {user.FirstName ? t('userMenu.guestAs', { name: user.FirstName }) : t('userMenu.guest')}
            </Menu.Label>
            {GUEST.map(item)}
          </>
        ) : (
          <>
            <Menu.Label>{t('userMenu.signedInAs', { username: knownAs(user) })}</Menu.Label>
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
