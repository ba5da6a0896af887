import type { UseFormReturnType } from '@mantine/form'
import type { Organization } from '@mela/shared/organization'

/** What the organization form edits: OrganizationInput as inputs hold it (text, never null). */
export type OrganizationFormValues = {
  Name: string
  FeedURL: string
  FacebookURL: string
  ImageURL: string
  BrandStatement: string
  Email: string
  Phone: string
  Address: string
  Website: string
  EnableCollectibles: boolean
  EnableCashSell: boolean
  HasCustomRoles: boolean
}

export type OrganizationFormType = UseFormReturnType<OrganizationFormValues>

/** The form's starting values: the organization's own in update mode, blanks and flags off to create. */
export function organizationFormValues(account?: Organization): OrganizationFormValues {
  return {
    Name: account?.Name ?? '',
    FeedURL: account?.FeedURL ?? '',
    FacebookURL: account?.FacebookURL ?? '',
    ImageURL: account?.ImageURL ?? '',
    BrandStatement: account?.BrandStatement ?? '',
    Email: account?.Email ?? '',
    Phone: account?.Phone ?? '',
    Address: account?.Address ?? '',
    Website: account?.Website ?? '',
    EnableCollectibles: account?.EnableCollectibles ?? false,
    EnableCashSell: account?.EnableCashSell ?? false,
    HasCustomRoles: account?.HasCustomRoles ?? false,
  }
}
