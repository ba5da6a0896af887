import type { Bundle, PerformerPage, Ticket } from './catalog.ts'
import type { Event, FormField, Page } from './event.ts'
import type { OrganizationProfile } from './organization.ts'
import type { PaymentMethodOption } from './payment-methods.ts'
import type { SeatingPlan } from './seating.ts'

// The contract between the API and the server-side renderer of the public read pages
// (apps/web/src/public/render.tsx, built to apps/web/dist-ssr): the API reads the data with its own
// services and hands it over; the renderer turns it into a whole HTML document.

export type PublicLanguage = 'en' | 'bn'
export type EventList = Page<Event>

export type PublicPage =
  | {
      kind: 'event'
      event: Event
      tickets: Ticket[]
      bundles: Bundle[]
      /** The organizer keeps a waiting list for its sold-out tickets (the page offers to join it). */
      waitlist: boolean
      /** Reserved seating: the plan with each seat's status, as buyers read it; absent without a plan. */
      plan?: SeatingPlan
      /**
       * When the sale opens behind the on-sale queue (ISO): present only while the queue is on and the
       * opening is still to come, so the page says when and that early arrivals are drawn at random.
       */
      queueOpensAt?: string
    }
  | {
      /** /purchase/create/event/{id}, sold by count or by seat; behind the on-sale queue, with its waiting screen. */
      kind: 'checkout'
      event: Event
      tickets: Ticket[]
      bundles: Bundle[]
      /** The organizer's questions for every buyer. */
      fields: FormField[]
      /** The ways of paying the event takes that this server can take, in the API's order. */
      methods: PaymentMethodOption[]
      waitlist: boolean
      /** Reserved seating: the plan with each seat's status (its picture and the seat list); absent without one. */
      plan?: SeatingPlan
      /**
       * The sale is behind the on-sale queue: its opening (ISO). The page is the waiting screen until this
       * browser holds a pass, then the checkout, whose calls carry the pass.
       */
      queue?: { opensAt: string }
      /** An order posted as a plain form (scripts off) and refused: what was sent, and why, to draw again. */
      posted?: PostedOrder
    }
  | { kind: 'landing'; featured: EventList; upcoming: EventList }
  | {
      kind: 'feed'
      past: boolean
      /** The feed's filters as the address bar carries them (Search, Category, District, Verified…). */
      params: Record<string, string>
      page: number
      pageSize: number
      events: EventList
    }
  | { kind: 'performer'; performer: PerformerPage }
  | {
      kind: 'organization'
      account: OrganizationProfile
      /** The path's segment after /feed/: a feed URL or Organization={ID}. */
      segment: string
      past: boolean
      page: number
      pageSize: number
      events: EventList
    }

/** A refused form post: the fields as sent, the API's words beside fields, and the rest in one alert. */
export type PostedOrder = { values: Record<string, string>; errors: Record<string, string>; alert?: string }

export type PublicRenderInput = {
  page: PublicPage
  lang: PublicLanguage
  /** The path and query the reader asked for, e.g. /bn/e/{id} or /feed?Category=music. */
  url: string
  /** The stylesheet and the small script the public pages load, as URLs under /assets. */
  assets: {
    css: string[]
    script: string | null
    checkoutScript?: string | null
    /** The interactive seat map, loaded by checkout's script when the buyer touches the plan (an ES module). */
    seatMapScript?: string | null
  }
  /** Served on the development host: the product’s name carries " (DEV)" (docs/product.md: analytics). */
  devHost: boolean
}

/** The development deployment lives on dev.<domain>; the suffix keeps testers from mistaking it for production. */
export const isDevHost = (hostname: string) => hostname.startsWith('dev.')

/** The renderer's answer: a whole HTML document, `<title>` and `<meta name="description">` included. */
export type RenderPublicPage = (input: PublicRenderInput) => string
