import { Anchor, Avatar, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { imageUrl } from '../../../lib/media/image-url.ts'
import { notifyError } from '../../../lib/notify.ts'
import { followKeys } from '../../../lib/query-keys.ts'
import { LoadError } from '../load-error.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { feedPathOf } from '../place.ts'
import { type FollowTarget, followingQuery, unfollowTarget } from './api.ts'

type Row = { key: string; name: string; image: string | null; to: string; target: FollowTarget }

/** /following: the organizations and performers I follow, each with an Unfollow button. */
export function FollowingPage() {
  const { t } = useDiscoveryTranslation()
  const client = useQueryClient()
  const list = useQuery(followingQuery())
  const unfollow = useMutation({
    mutationFn: unfollowTarget,
    onSuccess: () => void client.invalidateQueries({ queryKey: followKeys.all }),
    onError: notifyError,
  })
  const section = (title: string, rows: Row[]) =>
    rows.length > 0 && (
      <Stack gap="xs" component="section" aria-label={title}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" wrap="nowrap" gap="sm" data-testid="followed-row">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar
                src={row.image ? imageUrl(row.image, { aspect: '1:1', width: 96 }) : null}
                alt=""
                radius="md"
                color="mela"
              >
                {row.name.charAt(0)}
              </Avatar>
              <Anchor component={Link} to={row.to} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Anchor>
            </Group>
            <Button
              variant="default"
              size="md"
              style={{ flexShrink: 0 }}
              loading={unfollow.isPending && unfollow.variables === row.target}
              onClick={() => unfollow.mutate(row.target)}
              aria-label={t('follow.unfollowLabel', { name: row.name })}
            >
              {t('follow.unfollow')}
            </Button>
          </Group>
        ))}
      </Stack>
    )
  let body: React.ReactNode
  if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />
  else if (!list.data) body = <Loader />
  else if (list.data.Accounts.length + list.data.Performers.length === 0)
    body = <Text>{t('follow.empty')}</Text>
  else
    body = (
      <>
        {section(
          t('follow.organizations'),
          list.data.Accounts.map((account) => ({
            key: account.ID,
            name: account.Name,
            image: account.ImageURL,
            to: feedPathOf(account),
            target: { AccountID: account.ID },
          })),
        )}
        {section(
          t('follow.performers'),
          list.data.Performers.map((performer) => ({
            key: performer.ID,
            name: `${performer.FirstName} ${performer.LastName}`.trim(),
            image: performer.Image,
            to: `/performer/${performer.ID}`,
            target: { PerformerID: performer.ID },
          })),
        )}
      </>
    )
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('follow.pageTitle')}</Title>
        <Text c="dimmed">{t('follow.pageIntro')}</Text>
        {body}
      </Stack>
    </Container>
  )
}
