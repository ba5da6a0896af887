import { z } from 'zod'
import { Paged, PageQuery } from './event.ts'
import { maxLength, optionalText, requiredText } from './validation.ts'

/** product §1's product analytics events; reports are keyed by these strings, and no other is recorded. */
export const ANALYTICS_EVENT_NAMES = [
  'Sign Up',
  'Sign In',
  'Google Sign In',
  'Facebook Sign In',
  'Bkash Finalize',
  'Error',
] as const
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number]

/** Where product analytics go: nowhere (the default), our own table, or a PostHog instance. */
export const ANALYTICS_MODES = ['off', 'first-party', 'posthog'] as const
export type AnalyticsMode = (typeof ANALYTICS_MODES)[number]

const PROPERTY_COUNT_MAX = 20
const propertyValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()])

/** POST /analytics/event: one event of the fixed list with a few flat properties. */
export const AnalyticsEventInput = z.object({
  Name: z.enum(ANALYTICS_EVENT_NAMES),
  Properties: z
    .record(z.string().max(60), propertyValue)
    .refine((properties) => Object.keys(properties).length <= PROPERTY_COUNT_MAX)
    .optional(),
})
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInput>

export const ERROR_MESSAGE_MAX = 1000
export const ERROR_STACK_MAX = 16_000
export const ERROR_URL_MAX = 2000

/** POST /error-report: an uncaught error in a browser. */
export const ErrorReportInput = z.object({
  Message: requiredText(maxLength(ERROR_MESSAGE_MAX)),
  Stack: optionalText(maxLength(ERROR_STACK_MAX)),
  URL: requiredText(maxLength(ERROR_URL_MAX)),
})
export type ErrorReportInput = z.infer<typeof ErrorReportInput>

/** Reports of one message: how many, where from, and the newest one's details. */
export const ErrorGroup = z.object({
  Message: z.string(),
  Source: z.enum(['server', 'browser']),
  Count: z.number().int(),
  FirstSeen: z.string(),
  LastSeen: z.string(),
  LastURL: z.string().nullable(),
  LastRequestID: z.string().nullable(),
  LastStack: z.string().nullable(),
})
export type ErrorGroup = z.infer<typeof ErrorGroup>

export const ErrorGroupPage = Paged(ErrorGroup)
export type ErrorGroupPage = z.infer<typeof ErrorGroupPage>

/** GET /superuser/errors and /superuser/analytics: how many days back to look. */
export const TELEMETRY_DAYS_MAX = 90
export const ErrorGroupQuery = PageQuery.extend({
  Days: z.coerce.number().int().min(1).max(TELEMETRY_DAYS_MAX).default(30),
})
export type ErrorGroupQuery = z.infer<typeof ErrorGroupQuery>

export const AnalyticsCountQuery = z.object({
  Days: z.coerce.number().int().min(1).max(TELEMETRY_DAYS_MAX).default(30),
})

/** Events of one name on one UTC day (YYYY-MM-DD). */
export const AnalyticsCount = z.object({ Day: z.string(), Name: z.string(), Count: z.number().int() })
export type AnalyticsCount = z.infer<typeof AnalyticsCount>

export const AnalyticsCounts = z.object({
  Mode: z.enum(ANALYTICS_MODES),
  Items: z.array(AnalyticsCount),
})
export type AnalyticsCounts = z.infer<typeof AnalyticsCounts>
