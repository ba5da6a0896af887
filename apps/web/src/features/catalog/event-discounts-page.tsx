import type { Event } from '@mela/shared/event'
import { useQuery } from '@tanstack/react-query'
import { EventPageFrame, EventPageNotice } from '../../lib/event-page-frame.tsx'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { discountsQuery } from './api.ts'
import { CatalogSection } from './catalog-section.tsx'
import { DiscountList } from './discount-list.tsx'
import { useCatalogTranslation } from './locales/translation.ts'
import './sidebar-forms.ts'
import { useCatalogRefresh } from './use-catalog-refresh.ts'

/** /organization/event/{eventId}/discount: the event's discount codes. */
export function EventDiscountsPage({ eventId }: { eventId: string }) {
  return <EventPageFrame eventId={eventId}>{(event) => <Discounts event={event} />}</EventPageFrame>
}

function Discounts({ event }: { event: Event }) {
  const { t } = useCatalogTranslation()
  const { can, loaded } = usePermissions()
  const manage = can(event.AccountID, 'discount_manage')
  const view = manage || can(event.AccountID, 'discount_view')
  const discounts = useQuery({ ...discountsQuery(event.ID), enabled: view })
  useCatalogRefresh('discount:new', event.ID, 'discounts')
  useCatalogRefresh('discount:edit', event.ID, 'discounts')
  if (loaded && !view) return <EventPageNotice>{t('page.notAllowed')}</EventPageNotice>

  const props = { eventId: event.ID, accountId: event.AccountID }
  return (
    <CatalogSection
      title={t('discounts.title')}
      intro={t('discounts.intro', { title: event.Title })}
      add={
        manage
          ? { label: t('discounts.add'), onClick: () => openSidebar({ form: 'discount', props }) }
          : undefined
      }
      query={discounts}
      empty={t('discounts.empty')}
    >
      {(items) => <DiscountList discounts={items} accountId={event.AccountID} canManage={manage} />}
    </CatalogSection>
  )
}
