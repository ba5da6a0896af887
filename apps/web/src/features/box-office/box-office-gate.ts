import type { Event } from '@mela/shared/event'
import type { Permission } from '@mela/shared/permissions'
import { usePermissions } from '../../lib/use-permissions.ts'
import { useBoxOfficeTranslation } from './locales/translation.ts'

/**
 * Why the viewer cannot use a box office screen of this event (product §6: the permission, a published
 * event, the organization's cash-sell flag), or undefined when they can. Undefined too while the
 * permissions load, so the screen does not flash a refusal.
 */
export function useBoxOfficeRefusal(event: Event, ...permissions: Permission[]): string | undefined {
  const { t } = useBoxOfficeTranslation()
  const { can, loaded } = usePermissions()
  if (!loaded) return undefined
  if (!permissions.some((permission) => can(event.AccountID, permission))) return t('page.notAllowed')
  if (!event.Account.EnableCashSell) return t('page.cashOff')
  if (!event.PublishedAt) return t('page.notPublished')
  return undefined
}
