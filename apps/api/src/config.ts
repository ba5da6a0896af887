import { SurchargePercents } from '@mela/shared/payment-surcharges'
import { z } from 'zod'

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
const CLOUDINARY_URL = /^cloudinary:\/\/([^:@/]+):([^@/]+)@([A-Za-z0-9_-]+)$/
const SENTRY_DSN = /^https?:\/\/[^:@/]+(?::[^@/]*)?@[^/]+(?:\/.*)?\/\d+\/?$/

function cloudinaryAccountOf(url: string | undefined) {
  const [, apiKey, apiSecret, cloudName] = url?.match(CLOUDINARY_URL) ?? []
  return apiKey && apiSecret && cloudName ? { cloudName, apiKey, apiSecret } : undefined
}

const SANDBOX_ACCOUNT = {
  BKASH_APP_KEY: 'sandbox-app-key',
  BKASH_APP_SECRET: 'sandbox-app-secret',
  BKASH_USERNAME: 'sandbox-username',
  BKASH_PASSWORD: 'sandbox-password',
}
type BkashEnv = Partial<Record<keyof typeof SANDBOX_ACCOUNT | 'BKASH_BASE_URL', string>> & {
  BKASH_TIMEOUT_MS: number
  BKASH_REFUND_API: 'v1' | 'v2'
  BKASH_SANDBOX_KNOBS?: boolean | undefined
  BKASH_SANDBOX?: boolean | undefined
  NODE_ENV: string
}

// Without BKASH_BASE_URL the API serves its own bKash sandbox (modules/payments) and pays through it
// over HTTP at PUBLIC_URL, with the sandbox's credentials unless others are given.
function bkashOf(env: BkashEnv, publicUrl: string) {
  return {
    // In production the bundled sandbox takes no payments unless asked for on purpose (a demo box);
    // without it and without BKASH_BASE_URL, bKash checkout is unavailable, never silently fake.
    sandbox: !env.BKASH_BASE_URL && (env.NODE_ENV !== 'production' || env.BKASH_SANDBOX === true),
    configured: Boolean(env.BKASH_BASE_URL) || env.NODE_ENV !== 'production' || env.BKASH_SANDBOX === true,
    baseUrl: (env.BKASH_BASE_URL ?? `${publicUrl}/bkash-sandbox/v1.2.0-beta`).replace(/\/$/, ''),
    appKey: env.BKASH_APP_KEY ?? SANDBOX_ACCOUNT.BKASH_APP_KEY,
    appSecret: env.BKASH_APP_SECRET ?? SANDBOX_ACCOUNT.BKASH_APP_SECRET,
    username: env.BKASH_USERNAME ?? SANDBOX_ACCOUNT.BKASH_USERNAME,
    password: env.BKASH_PASSWORD ?? SANDBOX_ACCOUNT.BKASH_PASSWORD,
    timeoutMs: env.BKASH_TIMEOUT_MS,
    // v1: payment/refund under the base URL; v2: the newer refund API at the base URL's origin.
    refundApi: env.BKASH_REFUND_API,
    // The knobs make payments fail or time out on request: never where real buyers pay.
    sandboxKnobs: env.BKASH_SANDBOX_KNOBS ?? env.NODE_ENV !== 'production',
  }
}

type SslcommerzEnv = {
  SSLCOMMERZ_BASE_URL?: string | undefined
  SSLCOMMERZ_STORE_ID: string
  SSLCOMMERZ_STORE_PASSWORD: string
  SSLCOMMERZ_TIMEOUT_MS: number
  SSLCOMMERZ_SANDBOX?: boolean | undefined
  SSLCOMMERZ_SANDBOX_KNOBS?: boolean | undefined
  NODE_ENV: string
}

// Without SSLCOMMERZ_BASE_URL the API serves its own SSLCommerz sandbox (modules/sslcommerz-sandbox) and pays
// through it over HTTP at PUBLIC_URL, with the sandbox store testbox / qwerty unless others are given. The
// production rule is bKash's (bkashOf), and `npm start` on the embedded database turns both sandboxes on.
function sslcommerzOf(env: SslcommerzEnv, publicUrl: string) {
  return {
    sandbox: !env.SSLCOMMERZ_BASE_URL && (env.NODE_ENV !== 'production' || env.SSLCOMMERZ_SANDBOX === true),
    configured:
      Boolean(env.SSLCOMMERZ_BASE_URL) || env.NODE_ENV !== 'production' || env.SSLCOMMERZ_SANDBOX === true,
    baseUrl: (env.SSLCOMMERZ_BASE_URL ?? `${publicUrl}/sslcommerz-sandbox`).replace(/\/$/, ''),
    storeId: env.SSLCOMMERZ_STORE_ID,
    storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
    timeoutMs: env.SSLCOMMERZ_TIMEOUT_MS,
    // The knobs make payments fail, IPNs go astray and validation hang on request: never where real buyers pay.
    sandboxKnobs: env.SSLCOMMERZ_SANDBOX_KNOBS ?? env.NODE_ENV !== 'production',
  }
}

// Every setting the API reads; `.env.example` at the repo root lists them with their defaults.
const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: LogLevel.default('info'),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z.stringbool().default(false),
    SESSION_DAYS: z.coerce.number().positive().default(30),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Mela <no-reply@mela.com.bd>'),
    SMS_URL: z.url().optional(),
    SMS_API_KEY: z.string().optional(),
    SMS_SENDER_ID: z.string().optional(),
    SMS_COST_TAKA: z.coerce.number().min(0).default(0.35),
    COMMUNICATIONS_PER_DAY: z.coerce.number().int().positive().default(5),
    DEV_OUTBOX: z.stringbool().optional(),
    JOB_WORKER: z.stringbool().default(true),
    SEED_DEMO: z.stringbool().optional(),
    HOLD_MINUTES: z.coerce.number().positive().default(15),
    WAITLIST_OFFER_MINUTES: z.coerce.number().positive().default(30),
    HOLD_CAP_PER_EVENT: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_EXEMPT: z.string().default(''),
    FEED_CACHE_SECONDS: z.coerce.number().min(0).default(5),
    FEED_VERSION_CHECK_MS: z.coerce.number().int().min(0).default(1000),
    PURCHASES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(60),
    PURCHASES_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(10),
    SUPERUSER_PASSWORD: z.string().min(8).optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: z.string().default('accounts.google.com,https://accounts.google.com'),
    FACEBOOK_APP_ID: z.string().optional(),
    FACEBOOK_APP_SECRET: z.string().optional(),
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v20.0'),
    CLOUDINARY_URL: z
      .string()
      .regex(CLOUDINARY_URL, 'Use cloudinary://<api_key>:<api_secret>@<cloud_name>')
      .optional(),
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024),
    UPLOADS_PER_USER_PER_DAY: z.coerce.number().int().positive().default(100),
    UPLOADS_PER_ORGANIZATION_PER_DAY: z.coerce.number().int().positive().default(300),
    ANALYTICS: z.enum(['off', 'first-party', 'posthog']).default('off'),
    POSTHOG_HOST: z.url({ protocol: /^https?$/ }).default('https://us.i.posthog.com'),
    POSTHOG_KEY: z.string().optional(),
    SENTRY_DSN: z
      .string()
      .regex(SENTRY_DSN, 'Use https://<public_key>@<host>/<project_id> as Sentry shows it')
      .optional(),
    BKASH_BASE_URL: z.url().optional(),
    BKASH_APP_KEY: z.string().optional(),
    BKASH_APP_SECRET: z.string().optional(),
    BKASH_USERNAME: z.string().optional(),
    BKASH_PASSWORD: z.string().optional(),
    BKASH_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    BKASH_SANDBOX_KNOBS: z.stringbool().optional(),
    BKASH_SANDBOX: z.stringbool().optional(),
    BKASH_REFUND_API: z.enum(['v1', 'v2']).default('v1'),
    SSLCOMMERZ_BASE_URL: z.url().optional(),
    SSLCOMMERZ_STORE_ID: z.string().default('testbox'),
    SSLCOMMERZ_STORE_PASSWORD: z.string().default('qwerty'),
    SSLCOMMERZ_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    SSLCOMMERZ_SANDBOX: z.stringbool().optional(),
    SSLCOMMERZ_SANDBOX_KNOBS: z.stringbool().optional(),
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
    PAYMENT_SURCHARGE_PERCENT: SurchargePercents,
    METRICS_TOKEN: z.string().min(16).optional(),
    DRAIN_GRACE_SECONDS: z.coerce.number().min(0).optional(),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(20),
  })
  .superRefine((env, ctx) => {
    if (env.ANALYTICS === 'posthog' && !env.POSTHOG_KEY)
      ctx.addIssue({ code: 'custom', path: ['POSTHOG_KEY'], message: 'Required when ANALYTICS=posthog' })
    // Real bKash without credentials would only fail at the first payment: refuse to start instead.
    if (!env.BKASH_BASE_URL) return
    for (const name of Object.keys(SANDBOX_ACCOUNT) as (keyof typeof SANDBOX_ACCOUNT)[]) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'Required when BKASH_BASE_URL is set' })
    }
  })
  .transform((env) => ({
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    trustProxy: env.TRUST_PROXY,
    sessionDays: env.SESSION_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    smsUrl: env.SMS_URL,
    // With an API key, SMS_URL is a BulkSMSBD-style gateway (api_key, senderid, number, message).
    smsApiKey: env.SMS_API_KEY,
    smsSenderId: env.SMS_SENDER_ID,
    smsCostTaka: env.SMS_COST_TAKA,
    // Bulk messages one organization may send a day (test sends to oneself not counted).
    communicationsPerDay: env.COMMUNICATIONS_PER_DAY,
    // The outbox shows every mail and code sent: readable only where nobody real signs up.
    devOutbox: env.DEV_OUTBOX ?? env.NODE_ENV !== 'production',
    // Mail and SMS that no provider delivers are printed too, beside the outbox page or without it; tests,
    // which send hundreds, print none unless they ask.
    messagesOnConsole: env.NODE_ENV !== 'test',
    // Tests turn the background worker off and run due jobs themselves, step by step.
    jobWorker: env.JOB_WORKER,
    // A fresh embedded database gets the demo feed; a real PostgreSQL only when asked.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    // Decimals allowed, so tests can hold seats for seconds.
    holdMinutes: env.HOLD_MINUTES,
    // How long a seat freed for the first person on a waiting list stays held for them.
    waitlistOfferMinutes: env.WAITLIST_OFFER_MINUTES,
    holdCapPerEvent: env.HOLD_CAP_PER_EVENT,
    // Addresses that skip the per-address limits (a benchmark's load generator); per-account and
    // per-phone limits apply to everyone.
    rateLimitExempt: env.RATE_LIMIT_EXEMPT.split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    // Anonymous feed answers are kept this long at most; each instance also re-reads the feed's version
    // this often, so an edit shows on every instance within that (docs/decisions/feed-speed.md).
    feedCache: { seconds: env.FEED_CACHE_SECONDS, versionCheckMs: env.FEED_VERSION_CHECK_MS },
    purchaseLimits: {
      perAddress: env.PURCHASES_PER_ADDRESS_PER_HOUR,
      perPhone: env.PURCHASES_PER_PHONE_PER_HOUR,
    },
    superuserPassword: env.SUPERUSER_PASSWORD,
    // Product analytics: off unless asked for; the browser posts events to us, we store or forward them.
    analytics: {
      mode: env.ANALYTICS,
      posthogHost: env.POSTHOG_HOST.replace(/\/$/, ''),
      posthogKey: env.POSTHOG_KEY,
    },
    // Errors always go to the log and the error_reports table; to Sentry too when a DSN is given.
    sentryDsn: env.SENTRY_DSN,
    google: {
      clientIds: (env.GOOGLE_CLIENT_ID ?? '').split(',').filter(Boolean),
      jwksUrl: env.GOOGLE_JWKS_URL,
      issuers: env.GOOGLE_ISSUERS.split(','),
    },
    facebook: {
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET,
      graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
    },
    // Without a Cloudinary account the API stores and serves uploads itself (modules/media).
    media: {
      maxBytes: env.MEDIA_MAX_BYTES,
      uploadsPerUserPerDay: env.UPLOADS_PER_USER_PER_DAY,
      uploadsPerOrganizationPerDay: env.UPLOADS_PER_ORGANIZATION_PER_DAY,
      cloudinary: cloudinaryAccountOf(env.CLOUDINARY_URL),
    },
    bkash: bkashOf(env, (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')),
    sslcommerz: sslcommerzOf(env, (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')),
    // The platform's share of every online sale, in percent; refunds give back their share of it.
    platformFeePercent: env.PLATFORM_FEE_PERCENT,
    // Each way of paying's fee in percent, added to the total of events that pass fees to their buyers.
    paymentSurchargePercents: env.PAYMENT_SURCHARGE_PERCENT,
    // GET /metrics answers only with this bearer token, and does not exist without one (docs/operations.md).
    metricsToken: env.METRICS_TOKEN,
    // On SIGTERM, how long readiness says 503 while requests are still served, so that the load balancer stops
    // sending new ones first; then in-flight requests get SHUTDOWN_TIMEOUT_SECONDS to finish. The embedded
    // database means one instance and no balancer: no grace there unless asked.
    drain: {
      graceMs: (env.DRAIN_GRACE_SECONDS ?? (env.DATABASE_URL ? 5 : 0)) * 1000,
      timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
  }))

export type Config = z.infer<typeof ConfigSchema>

/** Reads the configuration from an environment map; throws one readable error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = ConfigSchema.safeParse(cleaned)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  }
  return parsed.data
}

/** A configuration for tests: quiet logs, no SPA, overridable per test. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOB_WORKER: 'false',
      // Tests write to the database directly between requests: the feed re-reads its version every time.
      FEED_VERSION_CHECK_MS: '0',
    }),
    ...overrides,
  }
}
