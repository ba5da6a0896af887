import { Alert, Container, Stack, Title } from '@mantine/core'
import { IconTools } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { titleKeyOf } from '../route-handle.ts'

// Stands in for a page that a later issue builds; the route's handle names the page.
export function Component() {
  const { t } = useTranslation()
  const titleKey = useMatches()
    .map((match) => titleKeyOf(match.handle))
    .findLast(Boolean)
  return (
    <Container size="md" py="xl">
      <Stack>
        {titleKey && <Title order={1}>{t(titleKey)}</Title>}
        <Alert variant="light" icon={<IconTools aria-hidden />}>
          {t('building.notice')}
        </Alert>
      </Stack>
    </Container>
  )
}
