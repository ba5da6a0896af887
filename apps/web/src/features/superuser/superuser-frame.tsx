import { Alert, Anchor, Container, Group, Stack, Title } from '@mantine/core'
import { isSuperuser } from '@mela/shared/constants'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useSession } from '../../lib/session.ts'
import { useSuperuserTranslation } from './locales/translation.ts'

type Props = { title: string; back?: boolean; children: ReactNode }

/**
 * A page of the superuser area: its title, the way back to the dashboard, and nothing else for anyone
 * but the superuser (the server refuses them anyway).
 */
export function SuperuserFrame({ title, back = true, children }: Props) {
  const { t } = useSuperuserTranslation()
  const { user } = useSession()
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to="/superuser" size="sm" w="fit-content">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {t('list.back')}
            </Group>
          </Anchor>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        {isSuperuser(user?.Username) ? children : <Alert color="red">{t('refused')}</Alert>}
      </Stack>
    </Container>
  )
}
