import type { Event } from '@mela/shared/event'
import { canDoEventAction } from '@mela/shared/event-actions'
import type { Permission } from '@mela/shared/permissions'
import { actionPath, doorPath } from './event-action-links.tsx'

export type NextStep = { key: 'view' | 'sell' | 'door'; to: string }

/**
 * Where an organizer goes once the event is published: its public page, the counter (cash sales on and
 * allowed), the door (checkin). Sharing the link is always offered beside these.
 */
export function publishedNextSteps(event: Event, check: (permission: Permission) => boolean): NextStep[] {
  const context = { check, published: Boolean(event.PublishedAt), account: event.Account }
  const steps: NextStep[] = [{ key: 'view', to: actionPath('view', event.ID) }]
  if (canDoEventAction('sell', context)) steps.push({ key: 'sell', to: actionPath('sell', event.ID) })
  if (check('checkin')) steps.push({ key: 'door', to: doorPath(event.ID) })
  return steps
}
