import {
  IconBuilding,
  IconCalendarEvent,
  IconChartBar,
  IconCoin,
  IconLink,
  IconMessages,
  IconTicket,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react'
import type { ParseKeys } from 'i18next'
import type { ComponentType } from 'react'

export type UserMenuEntry = { to: string; labelKey: ParseKeys; Icon: ComponentType<{ size?: number }> }

/** The user menu's links, the same in the app and on the rendered pages. */
export const PERSONAL: UserMenuEntry[] = [
  { to: '/me', labelKey: 'userMenu.profile', Icon: IconUser },
  { to: '/url-shortener', labelKey: 'userMenu.urlShortener', Icon: IconLink },
]

export const FOR_ORGANIZERS: UserMenuEntry[] = [
  { to: '/organization', labelKey: 'userMenu.organizations', Icon: IconBuilding },
  { to: '/organization/event', labelKey: 'userMenu.events', Icon: IconCalendarEvent },
  { to: '/communications', labelKey: 'userMenu.communications', Icon: IconMessages },
  { to: '/sales-analytics', labelKey: 'userMenu.salesAnalytics', Icon: IconChartBar },
  { to: '/claims', labelKey: 'userMenu.claims', Icon: IconCoin },
]

/** A guest checkout's account: its tickets, and the way to an account of its own. */
export const GUEST: UserMenuEntry[] = [
  { to: '/tickets', labelKey: 'userMenu.myTickets', Icon: IconTicket },
  { to: '/login?tab=register&reason=guest', labelKey: 'userMenu.signUp', Icon: IconUserPlus },
]
