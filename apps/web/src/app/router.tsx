import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { EventActionGate } from './event-action-gate.tsx'
import { AppLayout } from './layout/app-layout.tsx'
import { PageLoader } from './layout/page-loader.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import { RequireAuth } from './require-auth.tsx'
import { RouteError } from './route-error.tsx'
import type { RouteHandle, TitleKey } from './route-handle.ts'
import { withRestStyles } from './styles/rest-styles.ts'

// Every page is its own chunk: the first visit downloads the shell and the page it opens, no more, with
// the rest of Mantine's styles; checkout's first screen is styled by the shell's (mantine-first.ts).
type PageModule = { Component: ComponentType }
const page = (
  titleKey: TitleKey,
  lazy: () => Promise<PageModule>,
  more: Omit<RouteHandle, 'titleKey'> = {},
) => ({
  handle: { titleKey, ...more } satisfies RouteHandle,
  lazy: () => withRestStyles(lazy()),
})
const firstScreenPage = (titleKey: TitleKey, lazy: () => Promise<PageModule>) => ({
  handle: { titleKey } satisfies RouteHandle,
  lazy,
})

// Every event action's page (product §2's children of /organization/event/{eventId}).
const EVENT_ACTION_PAGES: Record<string, ReturnType<typeof page>> = {
  ticket: page('titles.eventTicketsManage', () => import('./routes/organization-event-ticket.tsx')),
  discount: page('titles.eventDiscounts', () => import('./routes/organization-event-discount.tsx')),
  collectible: page('titles.eventCollectibles', () => import('./routes/organization-event-collectible.tsx')),
  redeem: page('titles.eventRedeem', () => import('./routes/organization-event-redeem.tsx')),
  sell: page('titles.eventCashSell', () => import('./routes/organization-event-sell.tsx')),
  copy: page('titles.eventCopy', () => import('./routes/organization-event-copy.tsx')),
  guest: page('titles.eventGuests', () => import('./routes/organization-event-guest.tsx')),
  communication: page(
    'titles.eventCommunication',
    () => import('./routes/organization-event-communication.tsx'),
  ),
  sells: page('titles.eventSells', () => import('./routes/organization-event-sells.tsx')),
}

const SUPERUSER_PAGES: [string, TitleKey, () => Promise<PageModule>][] = [
  ['user-moderation', 'titles.userModeration', () => import('./routes/superuser-users.tsx')],
  [
    'organization-moderation',
    'titles.organizationModeration',
    () => import('./routes/superuser-organizations.tsx'),
  ],
  ['performer-moderation', 'titles.performerModeration', () => import('./routes/superuser-performers.tsx')],
  ['event-moderation', 'titles.eventModeration', () => import('./routes/superuser-events.tsx')],
  ['purchase-moderation', 'titles.purchaseModeration', () => import('./routes/superuser-purchases.tsx')],
  ['claim-moderation', 'titles.claimModeration', () => import('./routes/superuser-claims.tsx')],
  ['audit', 'titles.superuserAudit', () => import('./routes/superuser-audit.tsx')],
]

/** Open to everyone (product §2 routes without *). */
const publicRoutes: RouteObject[] = [
  { index: true, ...page('titles.landing', () => import('./routes/landing.tsx')) },
  {
    path: 'feed',
    children: [
      { index: true, ...page('titles.feed', () => import('./routes/feed.tsx')) },
      { path: 'past', ...page('titles.feedPast', () => import('./routes/feed-past.tsx')) },
      // Both /feed/{accountUrl} and /feed/Organization={accountId} land here; the page tells them apart.
      {
        path: ':accountUrl',
        ...page('titles.feedOrganization', () => import('./routes/feed-organization.tsx')),
      },
    ],
  },
  { path: 'performer/:id', ...page('titles.performer', () => import('./routes/performer.tsx')) },
  { path: 'artist/:id', ...page('titles.performer', () => import('./routes/performer.tsx')) },
  {
    path: 'performer/organization/:organizationID',
    ...page('titles.performerManage', () => import('./routes/performer-organization.tsx')),
  },
  {
    path: 'performer/:performerId/update',
    ...page('titles.performerUpdate', () => import('./routes/performer-update.tsx')),
  },
  { path: 'event/view/:eventId', ...page('titles.eventView', () => import('./routes/event-view.tsx')) },
  { path: 'e/:eventId', ...page('titles.eventView', () => import('./routes/event-view.tsx')) },
  { path: 'bn/e/:eventId', ...page('titles.eventView', () => import('./routes/event-view.tsx')) },
  {
    path: 'purchase/view/:purchaseId',
    ...page('titles.purchaseView', () => import('./routes/purchase-view.tsx')),
  },
  {
    path: 'purchase/create/event/:eventId',
    ...firstScreenPage('titles.purchaseCreate', () => import('./routes/purchase-create.tsx')),
  },
  {
    path: 'cash-sell-info/:eventId',
    ...page('titles.cashSellInfo', () => import('./routes/cash-sell-info.tsx')),
  },
  {
    path: 'purchase/bkash/finalize/:purchaseId',
    ...page('titles.bkashFinalize', () => import('./routes/bkash-finalize.tsx')),
  },
  { path: 'verify-email', ...page('titles.verifyEmail', () => import('./routes/verify-email.tsx')) },
  { path: 'reset-password', ...page('titles.resetPassword', () => import('./routes/reset-password.tsx')) },
  { path: 'login', ...page('titles.login', () => import('./routes/login.tsx')) },
  { path: 'tickets/find', ...page('titles.findTickets', () => import('./routes/find-tickets.tsx')) },
  { path: 'faq', ...page('titles.faq', () => import('./routes/faq.tsx')) },
  { path: 'support', ...page('titles.support', () => import('./routes/support.tsx')) },
  { path: 'user-agreement', ...page('titles.userAgreement', () => import('./routes/user-agreement.tsx')) },
  { path: 'privacy-policy', ...page('titles.userAgreement', () => import('./routes/user-agreement.tsx')) },
]

/** Need a signed-in user (product §2 routes marked *). */
const signedInRoutes: RouteObject[] = [
  {
    path: 'tickets',
    // A visitor without an account (a guest who lost the SMS) is offered their tickets by phone.
    ...page('titles.tickets', () => import('./routes/tickets.tsx'), { signInReason: 'tickets' }),
  },
  { path: 'me', ...page('titles.me', () => import('./routes/me.tsx')) },
  { path: 'following', ...page('titles.following', () => import('./routes/following.tsx')) },
  { path: 'url-shortener', ...page('titles.urlShortener', () => import('./routes/url-shortener.tsx')) },
  {
    path: 'event/:action',
    element: <EventActionGate />,
    children: [
      { path: ':eventId?', ...page('titles.eventForm', () => import('./routes/event-form.tsx')) },
      {
        path: ':eventId/metadata',
        ...page('titles.eventMetadata', () => import('./routes/event-form-metadata.tsx')),
      },
      {
        path: ':eventId/ticket',
        ...page('titles.eventTickets', () => import('./routes/event-form-tickets.tsx')),
      },
      {
        path: ':eventId/form',
        ...page('titles.eventQuestions', () => import('./routes/event-form-questions.tsx')),
      },
    ],
  },
  { path: 'organization', ...page('titles.organizations', () => import('./routes/organization.tsx')) },
  {
    path: 'organization/:accountId/role',
    ...page('titles.organizationRoles', () => import('./routes/organization-role.tsx')),
  },
  {
    path: 'organization/event',
    ...page('titles.organizationEvents', () => import('./routes/organization-events.tsx')),
  },
  {
    path: 'organization/event/:eventId',
    children: [
      {
        index: true,
        ...page('titles.organizationEvent', () => import('./routes/organization-event.tsx')),
      },
      {
        path: 'qrcode',
        ...page('titles.eventQrCode', () => import('./routes/organization-event-qrcode.tsx')),
      },
      {
        path: 'purchases',
        ...page('titles.eventPurchases', () => import('./routes/organization-event-purchases.tsx')),
      },
      {
        path: 'seating',
        ...page('titles.eventSeating', () => import('./routes/organization-event-seating.tsx')),
      },
      ...Object.entries(EVENT_ACTION_PAGES).map(([path, route]) => ({ path, ...route })),
    ],
  },
  { path: 'guests/:accessCode', ...page('titles.guests', () => import('./routes/guests-access.tsx')) },
  {
    path: 'purchase/item/verify/:itemId',
    ...page('titles.purchaseVerify', () => import('./routes/purchase-verify.tsx')),
  },
  { path: 'door/:eventId', ...page('titles.door', () => import('./routes/door.tsx')) },
  { path: 'claims', ...page('titles.claims', () => import('./routes/claims.tsx')) },
  { path: 'communications', ...page('titles.communications', () => import('./routes/communications.tsx')) },
  { path: 'sales-analytics', ...page('titles.salesAnalytics', () => import('./routes/sales-analytics.tsx')) },
  {
    path: 'superuser',
    children: [
      { index: true, ...page('titles.superuser', () => import('./routes/superuser.tsx')) },
      ...SUPERUSER_PAGES.map(([path, titleKey, lazy]) => ({ path, ...page(titleKey, lazy) })),
      { path: 'errors', ...page('titles.superuserErrors', () => import('./routes/superuser-errors.tsx')) },
    ],
  },
]

/** product §2's route table. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Page failures and the first load of a page's code show inside the layout, so the top
        // bar is there at once and stays usable.
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoader />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: signedInRoutes },
          {
            path: '*',
            handle: { titleKey: 'titles.notFound' } satisfies RouteHandle,
            element: <NotFoundPage />,
          },
        ],
      },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
