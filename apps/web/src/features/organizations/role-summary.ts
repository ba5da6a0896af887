import type { Permission } from '@mela/shared/permissions'

/** What a role may do, in the areas an organizer thinks in: each holds when the role has any of its permissions. */
const AREAS = {
  events: ['event_create', 'event_edit', 'event_publish', 'event_delete'],
  tickets: ['ticket_manage', 'discount_manage', 'collectible_manage'],
  sell: ['purchase_create_on_behalf'],
  purchases: ['purchase_view'],
  refunds: ['purchase_refund'],
  guests: ['guest_manage'],
  messages: ['bulk_message_manage'],
  checkin: ['checkin'],
  analytics: ['sales_analytics_view'],
  team: ['organizer_manage', 'role_manage'],
  payouts: ['bank_account_manage'],
} as const satisfies Record<string, readonly Permission[]>
export type RoleArea = keyof typeof AREAS
export const ALL_AREAS = Object.keys(AREAS) as RoleArea[]

/** The areas `role` may work in, given who holds each permission (the organization's table or the defaults). */
export function roleAreas(role: string, holders: (permission: Permission) => readonly string[]): RoleArea[] {
  return ALL_AREAS.filter((area) => AREAS[area].some((permission) => holders(permission).includes(role)))
}
