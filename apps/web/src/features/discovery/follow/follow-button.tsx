import { Button, Group, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { IconCheck, IconPlus } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { loginRedirectPath } from '../../../app/require-auth.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { notifyError } from '../../../lib/notify.ts'
import { followKeys } from '../../../lib/query-keys.ts'
import { isGuest, useSession } from '../../../lib/session.ts'
import { usePermissions } from '../../../lib/use-permissions.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import {
  type FollowTarget,
  followerCountQuery,
  followStatusQuery,
  followTarget,
  unfollowTarget,
} from './api.ts'

/**
 * One tap to follow an organization or performer (and one to stop); shows "Following" once followed.
 * Signed out, it leads to sign-in and back; a guest too, told that following needs an account of their own. The organization's team also sees its followers count.
 */
export function FollowButton({ target, name }: { target: FollowTarget; name: string }) {
  const { t, lang } = useDiscoveryTranslation()
  const session = useSession()
  const signedIn = Boolean(session.user)
  const navigate = useNavigate()
  const location = useLocation()
  const client = useQueryClient()
  const status = useQuery({ ...followStatusQuery(target, signedIn), enabled: signedIn })
  const accountId = 'AccountID' in target ? target.AccountID : undefined
  // Shown to the organization's team only (the API refuses everyone else).
  const permissions = usePermissions()
  const member = Boolean(accountId && permissions.data?.Roles.some((role) => role.AccountID === accountId))
  const count = useQuery({
    ...followerCountQuery(accountId ?? ''),
    enabled: signedIn && member,
    retry: false,
  })
  const following = status.data?.Following ?? false
  const toggle = useMutation({
    mutationFn: () => (following ? unfollowTarget(target) : followTarget(target)),
    onSuccess: (answer) => {
      client.setQueryData(followStatusQuery(target, signedIn).queryKey, answer)
      void client.invalidateQueries({ queryKey: followKeys.all })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'GUEST_NOT_ALLOWED') toSignIn(true)
      else notifyError(error)
    },
  })
  // A guest's account only keeps the tickets bought: following needs one of their own, and sign-in says so.
  const toSignIn = (guest: boolean) =>
    void navigate(loginRedirectPath(location, guest ? { reason: 'guest' } : {}))
  const onClick = () => {
    if (!signedIn || isGuest(session.user)) {
      toSignIn(signedIn)
      return
    }
    toggle.mutate()
  }
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        size="md"
        variant={following ? 'light' : 'filled'}
        leftSection={following ? <IconCheck size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />}
        loading={toggle.isPending}
        onClick={onClick}
        aria-pressed={signedIn ? following : undefined}
        aria-label={following ? t('follow.unfollowLabel', { name }) : t('follow.followLabel', { name })}
        data-testid="follow-button"
      >
        {following ? t('follow.following') : t('follow.follow')}
      </Button>
      {count.data && (
        <Text size="sm" c="dimmed" data-testid="followers-count">
          {t('follow.followers', {
            count: count.data.Followers,
            formatted: localizeDigits(String(count.data.Followers), lang),
          })}
        </Text>
      )}
    </Group>
  )
}
