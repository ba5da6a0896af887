import type { Permission } from './permissions.ts'

export const EVENT_ACTIONS = [
  'edit',
  'ticket',
  'discount',
  'collectible',
  'redeem',
  'sell',
  'copy',
  'communication',
  'guest',
  'sells',
  'qrcode',
  'view',
] as const
export type EventAction = (typeof EVENT_ACTIONS)[number]

type OrganizationFlag = 'EnableCollectibles' | 'EnableCashSell'

/** What an action needs: any one of `anyOf` (none listed: no permission), a published event, a flag on. */
export type EventActionNeeds = { anyOf: readonly Permission[]; published?: true; flag?: OrganizationFlag }

/** product §6's action table. */
export const EVENT_ACTION_NEEDS: Record<EventAction, EventActionNeeds> = {
  edit: { anyOf: ['event_edit'] },
  ticket: { anyOf: ['ticket_view', 'ticket_manage'] },
  discount: { anyOf: ['discount_view', 'discount_manage'] },
  collectible: { anyOf: ['collectible_view', 'collectible_manage'], flag: 'EnableCollectibles' },
  redeem: { anyOf: ['redemption_create'], published: true, flag: 'EnableCollectibles' },
  sell: { anyOf: ['purchase_create_on_behalf'], published: true, flag: 'EnableCashSell' },
  copy: { anyOf: ['event_create'] },
  communication: { anyOf: ['bulk_message_manage'] },
  guest: { anyOf: ['guest_list_view'] },
  sells: { anyOf: ['own_sales_list'], published: true, flag: 'EnableCashSell' },
  qrcode: { anyOf: [] },
  view: { anyOf: [] },
}

export type EventActionContext = {
  /** Whether the user holds a permission on the event's account, e.g. hasPermission bound to it. */
  check: (permission: Permission) => boolean
  published: boolean
  account: Partial<Record<OrganizationFlag, boolean | null>>
}

// True when the event's state, its account's flags and the user's permissions all allow `action`.
export function canDoEventAction(
  action: EventAction,
  { check, published, account }: EventActionContext,
): boolean {
  const needs = EVENT_ACTION_NEEDS[action]
  if (needs.published && !published) return false
  if (needs.flag && !account[needs.flag]) return false
  return needs.anyOf.length === 0 || needs.anyOf.some((permission) => check(permission))
}

// The actions `canDoEventAction` allows, in the table's order (the order the screen shows them).
export function allowedEventActions(context: EventActionContext): EventAction[] {
  return EVENT_ACTIONS.filter((action) => canDoEventAction(action, context))
}
