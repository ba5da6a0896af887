import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useSession } from '../../../lib/session.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

/** Tickets are the buyer's alone: a friendly way in instead of an error. */
export function SignInNeeded({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useCheckoutTranslation()
  const signedIn = Boolean(useSession().user)
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('view.signInTitle')}
        </Title>
        <Text>{signedIn ? t('view.otherAccount') : t('view.signInText')}</Text>
        <Group justify="center" gap="sm">
          {signedIn ? (
            <Button component={Link} to="/tickets" variant="default">
              {t('view.myTickets')}
            </Button>
          ) : (
            <Button onClick={onSignIn} aria-haspopup="dialog">
              {t('view.signIn')}
            </Button>
          )}
        </Group>
        {!signedIn && (
          <Anchor component={Link} to="/tickets/find" size="sm">
            {t('view.findByPhone')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  )
}
