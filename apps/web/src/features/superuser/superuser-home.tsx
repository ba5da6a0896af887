import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { MODERATION_AREAS, type ModerationArea } from '@mela/shared/superuser'
import {
  IconBug,
  IconBuildingStore,
  IconCalendarEvent,
  IconCash,
  IconHistory,
  IconMicrophone2,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { moderationCountQuery } from './api.ts'
import { useSuperuserTranslation } from './locales/translation.ts'
import { countText } from './show.ts'
import { SuperuserFrame } from './superuser-frame.tsx'

/** Where each list lives (product §2's children of /superuser) and its icon. */
export const AREA_PATHS: Record<ModerationArea, { path: string; icon: ReactNode }> = {
  users: { path: 'user-moderation', icon: <IconUsers aria-hidden /> },
  organizations: { path: 'organization-moderation', icon: <IconBuildingStore aria-hidden /> },
  performers: { path: 'performer-moderation', icon: <IconMicrophone2 aria-hidden /> },
  events: { path: 'event-moderation', icon: <IconCalendarEvent aria-hidden /> },
  purchases: { path: 'purchase-moderation', icon: <IconReceipt aria-hidden /> },
  claims: { path: 'claim-moderation', icon: <IconCash aria-hidden /> },
}

/** /superuser: a card per list with how many it holds, the audit log, and recent errors with analytics. */
export function SuperuserHome() {
  const { t } = useSuperuserTranslation()
  return (
    <SuperuserFrame title={t('home.title')} back={false}>
      <Text>{t('home.intro')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {MODERATION_AREAS.map((area) => (
          <AreaCard key={area} area={area} />
        ))}
        <LinkCard to="/superuser/audit" icon={<IconHistory aria-hidden />} title={t('home.audit')}>
          <Text size="sm" c="dimmed">
            {t('home.auditText')}
          </Text>
        </LinkCard>
        <LinkCard to="/superuser/errors" icon={<IconBug aria-hidden />} title={t('home.errors')}>
          <Text size="sm" c="dimmed">
            {t('home.errorsText')}
          </Text>
        </LinkCard>
      </SimpleGrid>
    </SuperuserFrame>
  )
}

function AreaCard({ area }: { area: ModerationArea }) {
  const { t, language } = useSuperuserTranslation()
  const count = useQuery(moderationCountQuery(area))
  const { path, icon } = AREA_PATHS[area]
  return (
    <LinkCard to={`/superuser/${path}`} icon={icon} title={t(`areas.${area}`)}>
      {count.data === undefined ? (
        <Skeleton height={16} width={80} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('home.count', { count: countText(count.data, language) })}
        </Text>
      )}
    </LinkCard>
  )
}

function LinkCard({
  to,
  icon,
  title,
  children,
}: {
  to: string
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg">
      {icon}
      <Text fw={700} size="lg" mt="xs">
        {title}
      </Text>
      {children}
    </Card>
  )
}
