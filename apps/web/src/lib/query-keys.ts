// Every React Query key the web app uses, one factory per resource. Features read and invalidate the
// cache only through these (app/query-keys.test.ts fails on a hand-written key array elsewhere), so two
// features that share an answer share it by name, not by agreeing on a string.
//
// Keys are hierarchical: a key starts with its parent's, so invalidating a parent refreshes everything
// under it. `eventKeys.one(id)` covers the event's tickets, bundles, seating, guests, purchases …;
// `organizationKeys.one(id)` the organization's events, claims, bank accounts, sales ….

/** The catalog lists kept per event (the organizer's catalog screens and the ticket picker). */
export type CatalogList = 'tickets' | 'bundles' | 'discounts' | 'collectibles'

const event = (eventId: string) => ['events', eventId] as const

export const eventKeys = {
  all: ['events'] as const,
  /** The public feed for one set of filters; `preview` is the landing page's first few. */
  feed: (query: object) => ['events', 'feed', query] as const,
  feedPreview: (query: object, size: number) => ['events', 'feed', query, { preview: size }] as const,
  one: event,
  catalog: (eventId: string, list: CatalogList) => [...event(eventId), list] as const,
  tickets: (eventId: string) => [...event(eventId), 'tickets'] as const,
  bundles: (eventId: string) => [...event(eventId), 'bundles'] as const,
  /** The seating plan: here, so checkout refreshes it after a refusal without loading the plan's code. */
  seating: (eventId: string) => [...event(eventId), 'seating'] as const,
  /** The buyer's questions (the event's form). */
  questions: (eventId: string) => [...event(eventId), 'form'] as const,
  paymentMethods: (eventId: string) => [...event(eventId), 'payment-methods'] as const,
  attendeePolicy: (eventId: string) => [...event(eventId), 'attendee-policy'] as const,
  quote: (eventId: string, input: object) => [...event(eventId), 'quote', input] as const,
  purchases: (eventId: string) => [...event(eventId), 'purchases'] as const,
  purchasesPage: (eventId: string, filters: object) => [...event(eventId), 'purchases', filters] as const,
  waitingList: (eventId: string) => [...event(eventId), 'waitlist'] as const,
  guests: (eventId: string) => [...event(eventId), 'guests'] as const,
  guestPage: (eventId: string, page: { Page: number; Search: string }) =>
    [...event(eventId), 'guests', page] as const,
  guestLinks: (eventId: string) => [...event(eventId), 'guests', 'links'] as const,
  /** The box office's counter sales (cash), their list and summary. */
  counterSales: (eventId: string) => [...event(eventId), 'sells'] as const,
  counterSalesPage: (eventId: string, page: number, everyone: boolean) =>
    [...event(eventId), 'sells', 'list', { page, everyone }] as const,
  counterSalesSummary: (eventId: string, everyone: boolean) =>
    [...event(eventId), 'sells', 'summary', { everyone }] as const,
  /** Under one key: a hand-over refreshes the scanned seat and the list together. */
  redemptions: (eventId: string) => [...event(eventId), 'redemptions'] as const,
  redemptionsPage: (eventId: string, page: number) =>
    [...event(eventId), 'redemptions', 'list', page] as const,
  redeemableSeat: (eventId: string, itemId: string, code: string) =>
    [...event(eventId), 'redemptions', 'seat', itemId, code] as const,
  queueStats: (eventId: string) => [...event(eventId), 'queue', 'stats'] as const,
}

const organization = (organizationId: string) => ['organizations', organizationId] as const

export const organizationKeys = {
  all: ['organizations'] as const,
  /** The organizations I am in, each with my role. */
  mine: () => ['organizations', 'mine'] as const,
  /** An organization's public profile, by its feed URL or ID. */
  profile: (feedUrlOrId: string) => ['organizations', 'feed', feedUrlOrId] as const,
  one: organization,
  events: (organizationId: string) => [...organization(organizationId), 'events'] as const,
  eventsPage: (organizationId: string, page: number, pageSize: number) =>
    [...organization(organizationId), 'events', { page, pageSize }] as const,
  organizers: (organizationId: string) => [...organization(organizationId), 'organizers'] as const,
  roles: (organizationId: string) => [...organization(organizationId), 'roles'] as const,
  bankAccounts: (organizationId: string) => [...organization(organizationId), 'bank-accounts'] as const,
  performers: (organizationId: string) => [...organization(organizationId), 'performers'] as const,
  venues: (organizationId: string) => [...organization(organizationId), 'venues'] as const,
  sales: (organizationId: string, params: object) =>
    [...organization(organizationId), 'sales', params] as const,
  claims: (organizationId: string) => [...organization(organizationId), 'claims'] as const,
  claimBalance: (organizationId: string) => [...organization(organizationId), 'claims', 'balance'] as const,
  claimsPage: (organizationId: string, page: number) =>
    [...organization(organizationId), 'claims', 'list', { page }] as const,
}

export const purchaseKeys = {
  all: ['purchases'] as const,
  /** One purchase, as its buyer (or a holder of its access link) reads it. */
  one: (purchaseId: string, access?: string) => ['purchases', purchaseId, access ?? null] as const,
  mine: () => ['purchases', 'mine'] as const,
  mineWhen: (past: boolean) => ['purchases', 'mine', past ? 'past' : 'upcoming'] as const,
}

/** A ticket's check-in answer at the door (online). */
export const checkInKeys = {
  all: ['purchase-items'] as const,
  one: (itemId: string, code: string) => ['purchase-items', itemId, 'verification', code] as const,
}

export const userKeys = {
  all: ['user'] as const,
  me: () => ['user', 'me'] as const,
}

export const permissionKeys = { all: ['permissions'] as const }

export const clientConfigKeys = { all: ['client-config'] as const }

export const performerKeys = {
  all: ['performers'] as const,
  one: (performerId: string) => ['performers', performerId] as const,
  ofOrganization: (organizationId: string) => ['performers', 'organization', organizationId] as const,
}

export const followKeys = {
  all: ['follows'] as const,
  status: (target: object, signedIn: boolean) => ['follows', 'status', target, signedIn] as const,
  count: (organizationId: string) => ['follows', 'count', organizationId] as const,
  mine: () => ['follows', 'mine'] as const,
}

export const communicationKeys = {
  all: ['communications'] as const,
  /** One page of bulk messages, of one event or of all. */
  page: (eventId: string | undefined, page: number) =>
    ['communications', eventId ?? 'all', { Page: page }] as const,
  one: (messageId: string) => ['communications', 'one', messageId] as const,
  preview: (input: unknown) => ['communications', 'preview', input] as const,
}

/** A waiting-list place as its holder sees it. */
export const waitingListKeys = {
  all: ['waitlist'] as const,
  place: (placeId: string) => ['waitlist', placeId] as const,
}

/** The guest list as a promoter's link opens it. */
export const guestAccessKeys = {
  all: ['guest-access'] as const,
  one: (accessCode: string) => ['guest-access', accessCode] as const,
  page: (accessCode: string, page: { Page: number; Search: string }) =>
    ['guest-access', accessCode, page] as const,
}

/** Every page of the list under one key: making or deleting a link refreshes whichever page is shown. */
export const shortLinkKeys = {
  all: ['short-links'] as const,
  page: (page: number) => ['short-links', { Page: page }] as const,
}

/** The superuser's area, all under one key: an action refreshes the lists, the counts and the audit log together. */
export const superuserKeys = {
  all: ['superuser'] as const,
  moderation: (area: string, search: string, page: number) => ['superuser', area, { search, page }] as const,
  moderationCount: (area: string) => ['superuser', area, 'count'] as const,
  audit: (search: string, page: number) => ['superuser', 'audit', { search, page }] as const,
  errors: (days: number, page: number) => ['superuser', 'errors', { Days: days, Page: page }] as const,
  analytics: (days: number) => ['superuser', 'analytics', { Days: days }] as const,
}

/** Every factory, for the test that keeps hand-written keys out of the features. */
export const allKeyFactories = [
  eventKeys,
  organizationKeys,
  purchaseKeys,
  checkInKeys,
  userKeys,
  permissionKeys,
  clientConfigKeys,
  performerKeys,
  followKeys,
  communicationKeys,
  waitingListKeys,
  guestAccessKeys,
  shortLinkKeys,
  superuserKeys,
]
