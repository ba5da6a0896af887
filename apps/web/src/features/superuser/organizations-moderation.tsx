import { Text } from '@mantine/core'
import type { ModeratedOrganization } from '@mela/shared/superuser'
import { useSuperuserTranslation } from './locales/translation.ts'
import { ModerationList } from './moderation-list.tsx'
import { countText, when } from './show.ts'
import { StatusBadge } from './status-badge.tsx'
import { SuperuserFrame } from './superuser-frame.tsx'

/** /superuser/organization-moderation: organizations; verify (the verified feed) and take it back. */
export function OrganizationsModeration() {
  const { t, language } = useSuperuserTranslation()
  return (
    <SuperuserFrame title={t('areas.organizations')}>
      <ModerationList
        area="organizations"
        nameOf={(organization: ModeratedOrganization) => organization.Name}
        columns={[
          {
            label: t('columns.name'),
            cell: (organization) => (
              <>
                <Text fw={600}>{organization.Name}</Text>
                {organization.FeedURL && (
                  <Text size="xs" c="dimmed">
                    /feed/{organization.FeedURL}
                  </Text>
                )}
              </>
            ),
          },
          { label: t('columns.owner'), cell: (organization) => organization.OwnerUsername },
          {
            label: t('columns.contact'),
            cell: (organization) =>
              [organization.Email, organization.Phone].filter(Boolean).join(' · ') || '—',
          },
          { label: t('columns.events'), cell: (organization) => countText(organization.Events, language) },
          {
            label: t('columns.status'),
            cell: (organization) => (
              <StatusBadge status={organization.Verified ? 'verified' : 'unverified'} />
            ),
          },
          { label: t('columns.created'), cell: (organization) => when(organization.CreatedAt, language) },
        ]}
        actionsOf={(organization) =>
          organization.Verified
            ? [{ action: 'unverify', reason: 'optional', color: 'red' }]
            : [{ action: 'verify', reason: 'optional' }]
        }
      />
    </SuperuserFrame>
  )
}
