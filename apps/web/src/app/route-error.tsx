import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocation, useRouteError } from 'react-router'
import { isChunkLoadError, reloadOnce } from './chunk-reload.ts'
import { NotFoundPage } from './not-found-page.tsx'

/** Shown when a page fails to load or render; a stale code chunk gets one full reload first. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  const { pathname, search, hash } = useLocation()
  if (isChunkLoadError(error) && reloadOnce(pathname + search + hash)) return null
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) return <NotFoundPage />
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Container>
  )
}
