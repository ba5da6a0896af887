import { z } from 'zod'
import { FEED_URL_MIN, ORGANIZATION_NAME_MAX } from './constants.ts'
import { said } from './error-codes.ts'
import { PERMISSIONS } from './permissions.ts'
import { latinOf } from './transliteration.ts'
import { email, imageAddress, maxLength, minLength, optionalText, requiredText, url } from './validation.ts'

export const FACEBOOK_HOST = 'facebook.com'

// True for an http(s) URL on facebook.com or a subdomain of it (www., m., web.).
const isFacebookUrl = (value: string) => {
  try {
    const host = new URL(value).hostname.toLowerCase()
    return host === FACEBOOK_HOST || host.endsWith(`.${FACEBOOK_HOST}`)
  } catch {
    return false
  }
}

// Images come from our own media store too, which may live on http://localhost in development.
const imageUrl = () => optionalText(imageAddress(), maxLength(1000))

const FEED_URL_MAX = 60

/**
 * A feed address to offer for an organization's name: its letters and digits in Latin (a Bengali name
 * transliterated), lower case; '' when that is shorter than a feed address may be. The organizer may change it,
 * and the server refuses one that is taken.
 */
export function suggestedFeedUrl(name: string): string {
  const letters = latinOf(name)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, FEED_URL_MAX)
  return letters.length >= FEED_URL_MIN ? letters : ''
}

/** POST /account, PUT /account/{id} (product §5 Organization). Verified is honoured for the superuser only. */
export const OrganizationInput = z.object({
  Name: requiredText(maxLength(ORGANIZATION_NAME_MAX)),
  FeedURL: optionalText(
    z.regex(/^[A-Za-z0-9]+$/, { error: said('FEED_URL_CHARACTERS') }),
    minLength(FEED_URL_MIN),
    maxLength(FEED_URL_MAX),
  ),
  FacebookURL: optionalText(url(), z.refine(isFacebookUrl, { error: said('FACEBOOK_URL') })),
  ImageURL: imageUrl(),
  BrandStatement: optionalText(maxLength(1000)),
  Email: optionalText(email(), maxLength(254)),
  Phone: optionalText(maxLength(30)),
  Address: optionalText(maxLength(500)),
  Website: optionalText(url(), maxLength(500)),
  EnableCollectibles: z.boolean().default(false),
  EnableCashSell: z.boolean().default(false),
  HasCustomRoles: z.boolean().default(false),
  Verified: z.boolean().optional(),
})
export type OrganizationInput = z.infer<typeof OrganizationInput>

const PersonSummary = z.object({
  ID: z.uuid(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
})

/** An organization as the public sees it (feed header, event pages). */
export const OrganizationProfile = z.object({
  ID: z.uuid(),
  Name: z.string(),
  FeedURL: z.string().nullable(),
  FacebookURL: z.string().nullable(),
  ImageURL: z.string().nullable(),
  BrandStatement: z.string().nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Address: z.string().nullable(),
  Website: z.string().nullable(),
  Verified: z.boolean(),
  EnableCollectibles: z.boolean(),
  EnableCashSell: z.boolean(),
})
export type OrganizationProfile = z.infer<typeof OrganizationProfile>

export const Organizer = z.object({ UserID: z.uuid(), User: PersonSummary, Role: z.string() })
export type Organizer = z.infer<typeof Organizer>

/** An organization as its own team sees it. */
export const Organization = OrganizationProfile.extend({
  HasCustomRoles: z.boolean(),
  Owner: PersonSummary,
  Organizers: z.array(Organizer),
  Role: z.string().nullable(),
})
export type Organization = z.infer<typeof Organization>

export const OrganizerInput = z.object({
  Organizer: requiredText(maxLength(254)),
  Role: requiredText(maxLength(50)),
})
export type OrganizerInput = z.infer<typeof OrganizerInput>

export const OrganizationRole = z.object({ AccountID: z.uuid(), Role: z.string() })

export const RoleInput = z.object({ Role: requiredText(maxLength(50)) })

export const PermissionOverrideInput = z.object({
  Permission: z.enum(PERMISSIONS),
  Roles: z.array(z.string().trim().min(1).max(50)).max(50),
})

export const PermissionData = z.object({
  DefaultPermission: z.record(z.string(), z.array(z.string())),
  OverridePermission: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
})

/** POST /bank: every field required (product §5); never editable afterwards. */
export const BankAccountInput = z.object({
  AccountID: z.uuid({ error: said('REQUIRED') }),
  BankName: requiredText(maxLength(100)),
  BranchName: requiredText(maxLength(100)),
  AccountName: requiredText(maxLength(150)),
  AccountNumber: requiredText(
    maxLength(34),
    z.regex(/^[0-9A-Za-z -]+$/, {
      error: said('ACCOUNT_NUMBER_CHARACTERS'),
    }),
  ),
})
export type BankAccountInput = z.infer<typeof BankAccountInput>

export const BankAccount = z.object({
  ID: z.uuid(),
  AccountID: z.uuid(),
  BankName: z.string(),
  BranchName: z.string(),
  AccountName: z.string(),
  AccountNumber: z.string(),
  CreatedAt: z.iso.datetime({ offset: true }),
})
export type BankAccount = z.infer<typeof BankAccount>

/** The account number as shown anywhere after creation: only its last 4 characters. */
export function maskAccountNumber(accountNumber: string): string {
  const plain = accountNumber.replace(/[\s-]/g, '')
  return `•••• ${plain.slice(-4)}`
}

/** Where an organization's public feed lives (product §2). */
export const organizationFeedPath = (account: { ID: string; FeedURL: string | null }) =>
  account.FeedURL ? `/feed/${account.FeedURL}` : `/feed/Organization=${account.ID}`
