import { z } from 'zod'
import { PAGE_MAX, PAGE_SIZE_MAX } from './constants.ts'
import { said } from './error-codes.ts'
import { DISTRICTS, EVENT_CATEGORIES, EVENT_FEATURES, FORM_FIELD_TYPES, VISIBILITIES } from './event-enums.ts'
import { crossField, dateTime, imageAddress, maxLength, optionalText, requiredText } from './validation.ts'

const imageUrl = () => optionalText(imageAddress(), maxLength(1000))

/** The event's texts in Bengali, each optional, with the English fields' limits. */
export const EventBnInput = z.object({
  Title: optionalText(maxLength(150)),
  Description: optionalText(maxLength(20_000)),
  Venue: optionalText(maxLength(200)),
})
export type EventBnInput = z.infer<typeof EventBnInput>

/** The Bengali texts as answers carry them: null when none was written. */
export const EventBn = z
  .object({ Title: z.string().nullable(), Description: z.string().nullable(), Venue: z.string().nullable() })
  .nullable()
export type EventBn = z.infer<typeof EventBn>

/** POST /event, PUT /event/{id}: what an organizer fills in (AccountID only on create). */
export const EventInput = z
  .object({
    AccountID: z.uuid().optional(),
    Title: requiredText(maxLength(150)),
    Description: optionalText(maxLength(20_000)),
    Category: z.enum(EVENT_CATEGORIES, { error: said('REQUIRED') }),
    Features: z.array(z.enum(EVENT_FEATURES)).max(EVENT_FEATURES.length).default([]),
    District: z.enum(DISTRICTS).optional(),
    Venue: optionalText(maxLength(200)),
    Address: optionalText(maxLength(500)),
    Online: z.boolean().default(false),
    /** Buyers pick their seats on a hall plan: publishing waits for the plan (SEATING_PLAN_MISSING). */
    Seated: z.boolean().default(false),
    StartsAt: dateTime(),
    EndsAt: dateTime(),
    Visibility: z.enum(VISIBILITIES).default('public'),
    ImageURL: imageUrl(),
    PerformerIDs: z.array(z.uuid()).max(50).default([]),
    Bn: EventBnInput.nullable().optional(),
  })
  .check(
    crossField<{ StartsAt?: unknown; EndsAt?: unknown; Online?: unknown; Venue?: unknown }>((event, ctx) => {
      if (
        typeof event.StartsAt === 'string' &&
        typeof event.EndsAt === 'string' &&
        new Date(event.EndsAt) <= new Date(event.StartsAt)
      ) {
        ctx.addIssue({ code: 'custom', path: ['EndsAt'], message: said('ENDS_BEFORE_START') })
      }
      if (!event.Online && !event.Venue) {
        ctx.addIssue({ code: 'custom', path: ['Venue'], message: said('VENUE_OR_ONLINE') })
      }
    }),
  )
export type EventInput = z.infer<typeof EventInput>

export const EventOrganization = z.object({
  ID: z.uuid(),
  Name: z.string(),
  FeedURL: z.string().nullable(),
  ImageURL: z.string().nullable(),
  Verified: z.boolean(),
  EnableCollectibles: z.boolean(),
  EnableCashSell: z.boolean(),
})

export const PerformerSummary = z.object({
  ID: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  AlternativeName: z.string().nullable(),
  Image: z.string().nullable(),
})

/** An event as docs/product.md §7 lists it. PriceFrom is taka; SoldOut when no ticket has a seat left. */
export const Event = z.object({
  ID: z.uuid(),
  AccountID: z.uuid(),
  Account: EventOrganization,
  Title: z.string(),
  Description: z.string().nullable(),
  Category: z.enum(EVENT_CATEGORIES),
  Features: z.array(z.enum(EVENT_FEATURES)),
  District: z.enum(DISTRICTS).nullable(),
  Venue: z.string().nullable(),
  Address: z.string().nullable(),
  Online: z.boolean(),
  Seated: z.boolean(),
  StartsAt: z.iso.datetime({ offset: true }),
  EndsAt: z.iso.datetime({ offset: true }),
  Visibility: z.enum(VISIBILITIES),
  ImageURL: z.string().nullable(),
  Performers: z.array(PerformerSummary),
  PublishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the superuser took the event down (it is then hidden everywhere, whatever PublishedAt says). */
  HiddenAt: z.iso.datetime({ offset: true }).nullable(),
  CreatedAt: z.iso.datetime({ offset: true }),
  PriceFrom: z.number().nullable(),
  SoldOut: z.boolean(),
  Bn: EventBn,
})
export type Event = z.infer<typeof Event>

const flag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
  .transform((value) => value === '1' || value === 'true')

/** Page (from 1) and PageSize (at most 100) of every paged list; both may come as query text. */
export const PageQuery = z.object({
  Page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  PageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
})
export type PageQuery = z.infer<typeof PageQuery>

/** GET /event/feed filters; every one optional, all shareable in the web's URL. */
export const FeedQuery = PageQuery.extend({
  Verified: flag.optional(),
  Past: flag.optional(),
  Category: z.enum(EVENT_CATEGORIES).optional(),
  District: z.enum(DISTRICTS).optional(),
  Search: z.string().trim().max(100).optional(),
  Organization: z.uuid().optional(),
  FeedURL: z.string().max(100).optional(),
  From: dateTime().optional(),
  To: dateTime().optional(),
  Online: flag.optional(),
  /** Where the previous page ended (its NextCursor); when given, Page is not read. */
  Cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
})
export type FeedQuery = z.infer<typeof FeedQuery>

export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({ Items: z.array(item), Total: z.number().int() })
/** One page of a list as every paged call answers it (Paged's shape). */
export type Page<T> = { Items: T[]; Total: number }

/** A feed page: Total counts every event that matches; NextCursor asks for the page after, null at the end. */
export const FeedPage = Paged(Event).extend({ NextCursor: z.string().nullable() })
export type FeedPage = z.infer<typeof FeedPage>

/** One custom checkout question. */
export const FormField = z.object({
  ID: z.string().min(1).max(40),
  Label: requiredText(maxLength(200)),
  Type: z.enum(FORM_FIELD_TYPES),
  Required: z.boolean().default(false),
  Options: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
})
export type FormField = z.infer<typeof FormField>

export const EventFormInput = z.object({
  Fields: z
    .array(FormField)
    .max(30)
    .superRefine((fields, ctx) => {
      fields.forEach((field, index) => {
        if (field.Type === 'select' && field.Options.length === 0) {
          ctx.addIssue({ code: 'custom', path: [index, 'Options'], message: said('SELECT_NEEDS_OPTIONS') })
        }
      })
    }),
})
export type EventFormInput = z.infer<typeof EventFormInput>
