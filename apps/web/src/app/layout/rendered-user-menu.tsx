import { Avatar, Box, Button, Divider, Paper, Text, UnstyledButton } from '@mantine/core'
import { IconLogout, IconShieldLock } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import classes from './rendered-user-menu.module.css'
import { FOR_ORGANIZERS, GUEST, PERSONAL, type UserMenuEntry } from './user-menu-entries.ts'

/**
 * The user menu of a rendered page: the app's entries as plain links, opened by the page's script,
 * which also writes in the signed-in reader's name, shows the superuser's entry and signs out.
 */
export function RenderedUserMenu() {
  const { t } = useTranslation()
  const item = ({ to, labelKey, Icon }: UserMenuEntry) => (
    <Button
      key={to}
      component="a"
      href={to}
      variant="subtle"
      color="gray"
      fullWidth
      justify="flex-start"
      size="sm"
      leftSection={<Icon size={16} />}
    >
      {t(labelKey)}
    </Button>
  )
  return (
    <Box pos="relative">
      <UnstyledButton
        aria-label={t('userMenu.open')}
        aria-expanded={false}
        aria-controls="user-menu"
        data-public="menu"
        data-open-label={t('userMenu.open')}
        data-close-label={t('userMenu.open')}
      >
        <Avatar color="mela" radius="xl" size={36}>
          <span data-public="initials" />
        </Avatar>
      </UnstyledButton>
      {/* A plain box carries `hidden`: Paper's own display would show it anyway. */}
      <Box id="user-menu" className={classes.dropdown} hidden>
        <Paper withBorder shadow="md" p={4}>
          <Box data-public="member-entries">
            <Text
              size="xs"
              c="dimmed"
              px="sm"
              py={6}
              data-public="signed-in-as"
              data-template={t('userMenu.signedInAs', { username: '{username}' })}
            />
            {PERSONAL.map(item)}
            <Divider my={4} />
            <Text size="xs" c="dimmed" px="sm" py={6}>
              {t('userMenu.forOrganizers')}
            </Text>
            {FOR_ORGANIZERS.map(item)}
          </Box>
          {/* A guest checkout's account sees its tickets and the way to an account of its own. */}
          <Box data-public="guest-entries" hidden>
            <Text
              size="xs"
              c="dimmed"
              px="sm"
              py={6}
              data-public="guest-as"
              data-template={t('userMenu.guestAs', { name: '{name}' })}
              data-anonymous={t('userMenu.guest')}
            />
            {GUEST.map(item)}
          </Box>
          <Box data-public="superuser" hidden>
            <Divider my={4} />
            {item({ to: '/superuser', labelKey: 'userMenu.superuser', Icon: IconShieldLock })}
          </Box>
          <Divider my={4} />
          <Button
            variant="subtle"
            color="gray"
            fullWidth
            justify="flex-start"
            size="sm"
            leftSection={<IconLogout size={16} />}
            data-public="logout"
          >
            {t('userMenu.logout')}
          </Button>
        </Paper>
      </Box>
    </Box>
  )
}
