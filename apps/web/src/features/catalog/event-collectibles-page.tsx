import { Stack, Text } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { useQuery } from '@tanstack/react-query'
import { EventPageFrame, EventPageNotice } from '../../lib/event-page-frame.tsx'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { collectiblesQuery } from './api.ts'
import { CatalogItem } from './catalog-item.tsx'
import { CatalogSection } from './catalog-section.tsx'
import { useCatalogTranslation } from './locales/translation.ts'
import './sidebar-forms.ts'
import { useCatalogRefresh } from './use-catalog-refresh.ts'

/** /organization/event/{eventId}/collectible: the event's collectibles, when the organization has them on. */
export function EventCollectiblesPage({ eventId }: { eventId: string }) {
  return <EventPageFrame eventId={eventId}>{(event) => <Collectibles event={event} />}</EventPageFrame>
}

function Collectibles({ event }: { event: Event }) {
  const { t } = useCatalogTranslation()
  const { can, loaded } = usePermissions()
  const enabled = event.Account.EnableCollectibles
  const manage = can(event.AccountID, 'collectible_manage')
  const view = manage || can(event.AccountID, 'collectible_view')
  const collectibles = useQuery({ ...collectiblesQuery(event.ID), enabled: view && enabled })
  useCatalogRefresh('collectible:new', event.ID, 'collectibles')
  if (!enabled) return <EventPageNotice>{t('page.collectiblesOff')}</EventPageNotice>
  if (loaded && !view) return <EventPageNotice>{t('page.notAllowed')}</EventPageNotice>

  const props = { eventId: event.ID, accountId: event.AccountID }
  return (
    <CatalogSection
      title={t('collectibles.title')}
      intro={t('collectibles.intro', { title: event.Title })}
      add={
        manage
          ? { label: t('collectibles.add'), onClick: () => openSidebar({ form: 'collectible', props }) }
          : undefined
      }
      query={collectibles}
      empty={t('collectibles.empty')}
    >
      {(items) => (
        <Stack gap="sm">
          {items.map((collectible) => (
            <CatalogItem key={collectible.ID} name={collectible.Name}>
              {collectible.Description && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {collectible.Description}
                </Text>
              )}
            </CatalogItem>
          ))}
        </Stack>
      )}
    </CatalogSection>
  )
}
