import 'i18next'
import type boxOffice from '../features/box-office/locales/en.json'
import type catalog from '../features/catalog/locales/en.json'
import type checkout from '../features/checkout/locales/en.json'
import type refund from '../features/checkout/locales/refund/en.json'
import type claims from '../features/claims/locales/en.json'
import type communications from '../features/communications/locales/en.json'
import type discovery from '../features/discovery/locales/en.json'
import type door from '../features/door/locales/en.json'
import type redeem from '../features/door/locales/redeem/en.json'
import type events from '../features/events/locales/en.json'
import type guests from '../features/guests/locales/en.json'
import type organizations from '../features/organizations/locales/en.json'
import type performers from '../features/performers/locales/en.json'
import type queue from '../features/queue/locales/en.json'
import type sales from '../features/sales/locales/en.json'
import type seating from '../features/seating/locales/en.json'
import type shortLinks from '../features/short-links/locales/en.json'
import type superuser from '../features/superuser/locales/en.json'
import type telemetry from '../features/telemetry/locales/en.json'
import type waitlist from '../features/waitlist/locales/en.json'
import type en from '../locales/en.json'
import type pages from '../locales/pages/en.json'
import type commonForms from './common-forms/en.json'
import type eventNames from './event-names/en.json'
import type seatMap from './seat-map/en.json'
import type ticketPicker from './ticket-picker/en.json'

// Keys are checked at compile time against the English files; bn.json must match (see the test).
// `organizations`, `events`, `common-forms`, `ticket-picker` and `seat-map` are added by the code that uses them
// (addResourceBundle);
// `discovery`, `checkout`, `catalog`, `performers` and `event-names` load with their pages
// (addLazyNamespace).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: typeof en
      pages: typeof pages
      organizations: typeof organizations
      events: typeof events
      'common-forms': typeof commonForms
      'ticket-picker': typeof ticketPicker
      'seat-map': typeof seatMap
      seating: typeof seating
      discovery: typeof discovery
      door: typeof door
      checkout: typeof checkout
      catalog: typeof catalog
      claims: typeof claims
      boxOffice: typeof boxOffice
      sales: typeof sales
      performers: typeof performers
      'event-names': typeof eventNames
      redeem: typeof redeem
      refund: typeof refund
      guests: typeof guests
      shortLinks: typeof shortLinks
      telemetry: typeof telemetry
      communications: typeof communications
      superuser: typeof superuser
      waitlist: typeof waitlist
      queue: typeof queue
    }
  }
}
