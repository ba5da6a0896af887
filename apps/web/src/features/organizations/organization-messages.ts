import { FACEBOOK_URL_MESSAGE, FEED_URL_MESSAGE, ORGANIZER_ALREADY_ADDED } from '@mela/shared/organization'
import { ApiError } from '../../lib/api-error.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { translateMessage } from '../../lib/message-translation.ts'
import { notifyError } from '../../lib/notify.ts'
import { i18n } from './locales/translation.ts'

type MessageKey = keyof typeof import('./locales/en.json')['messages']

// The schemas and the API speak English; answers carry no code, so the words are the key.
const MESSAGES: Record<string, MessageKey> = {
  [FEED_URL_MESSAGE]: 'feedUrl',
  [FACEBOOK_URL_MESSAGE]: 'facebookUrl',
  [ORGANIZER_ALREADY_ADDED]: 'organizerAlreadyAdded',
  'Account number can only contain letters, digits, spaces and hyphens': 'accountNumber',
  // Words only the API writes (apps/api organizations module); kept in step with it by hand.
  'This URL is already taken': 'feedUrlTaken',
  'No user has this username or email address': 'noSuchUser',
  'The owner cannot be removed': 'ownerStays',
  "The owner's role cannot be changed": 'ownerRole',
  'This role does not exist in this organization': 'unknownRole',
  'This person is not in the organization': 'notInTeam',
  'This role already exists': 'roleExists',
  'Organizers still hold this role. Give them another role first.': 'roleInUse',
  'Role not found': 'roleNotFound',
  'Turn on custom roles for this organization first': 'customRolesOff',
  'Organization not found': 'organizationNotFound',
}

/** A validation or server message in the interface language: ours first, then the shell's. */
export function translateOrganizationMessage(message: string): string {
  const key = MESSAGES[message]
  return key ? i18n.t(`organizations:messages.${key}`) : translateMessage(message)
}

/** The generic error handler, with the organization screens' messages translated. */
export function notifyOrganizationError(error: unknown) {
  if (error instanceof ApiError && !error.messageKey && MESSAGES[error.message]) {
    return notifyError(
      new ApiError(error.status, translateOrganizationMessage(error.message), error.requestId),
    )
  }
  notifyError(error)
}

type FormLike = Parameters<typeof showFormErrors>[0]

/** SPEC §8 for these forms: field errors beside the fields (translated as shown), the rest notified. */
export function showOrganizationFormErrors(form: FormLike, error: unknown) {
  if (error instanceof ApiError && error.fieldErrors) return showFormErrors(form, error)
  notifyOrganizationError(error)
}
