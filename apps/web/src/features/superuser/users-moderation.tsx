import { Text } from '@mantine/core'
import { isSuperuser } from '@mela/shared/constants'
import type { ModeratedUser } from '@mela/shared/superuser'
import { useSuperuserTranslation } from './locales/translation.ts'
import { ModerationList } from './moderation-list.tsx'
import { personName, when } from './show.ts'
import { StatusBadge } from './status-badge.tsx'
import { SuperuserFrame } from './superuser-frame.tsx'

/** /superuser/user-moderation: people, banned or not; ban (their sessions end) and lift a ban. */
export function UsersModeration() {
  const { t, language } = useSuperuserTranslation()
  return (
    <SuperuserFrame title={t('areas.users')}>
      <ModerationList
        area="users"
        nameOf={(user: ModeratedUser) => `${personName(user)} (${user.Username})`}
        columns={[
          { label: t('columns.name'), cell: (user) => personName(user) },
          { label: t('columns.username'), cell: (user) => user.Username },
          {
            label: t('columns.contact'),
            cell: (user) => (
              <Text size="sm">{[user.Email, user.Phone].filter(Boolean).join(' · ') || '—'}</Text>
            ),
          },
          {
            label: t('columns.status'),
            cell: (user) => <StatusBadge status={user.BannedAt ? 'banned' : 'active'} />,
          },
          { label: t('columns.created'), cell: (user) => when(user.CreatedAt, language) },
        ]}
        actionsOf={(user) => {
          if (isSuperuser(user.Username)) return []
          return user.BannedAt
            ? [{ action: 'unban', reason: 'optional' }]
            : [{ action: 'ban', reason: 'optional', color: 'red' }]
        }}
      />
    </SuperuserFrame>
  )
}
