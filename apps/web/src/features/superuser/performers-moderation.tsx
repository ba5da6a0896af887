import { Anchor, Text } from '@mantine/core'
import type { ModeratedPerformer } from '@mela/shared/superuser'
import { Link } from 'react-router'
import { useSuperuserTranslation } from './locales/translation.ts'
import { ModerationList } from './moderation-list.tsx'
import { personName, when } from './show.ts'
import { StatusBadge } from './status-badge.tsx'
import { SuperuserFrame } from './superuser-frame.tsx'

/** /superuser/performer-moderation: performers; hide a page and name everywhere, or show it again. */
export function PerformersModeration() {
  const { t, language } = useSuperuserTranslation()
  return (
    <SuperuserFrame title={t('areas.performers')}>
      <ModerationList
        area="performers"
        nameOf={(performer: ModeratedPerformer) => personName(performer)}
        columns={[
          {
            label: t('columns.name'),
            cell: (performer) => (
              <>
                <Anchor component={Link} to={`/performer/${performer.ID}`} fw={600}>
                  {personName(performer)}
                </Anchor>
                {performer.AlternativeName && (
                  <Text size="xs" c="dimmed">
                    {performer.AlternativeName}
                  </Text>
                )}
              </>
            ),
          },
          {
            label: t('columns.status'),
            cell: (performer) => <StatusBadge status={performer.HiddenAt ? 'hidden' : 'visible'} />,
          },
          { label: t('columns.created'), cell: (performer) => when(performer.CreatedAt, language) },
        ]}
        actionsOf={(performer) =>
          performer.HiddenAt
            ? [{ action: 'unhide', reason: 'optional' }]
            : [{ action: 'hide', reason: 'optional', color: 'red' }]
        }
      />
    </SuperuserFrame>
  )
}
