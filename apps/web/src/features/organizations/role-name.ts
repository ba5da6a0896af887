import { ROLES } from '@mela/shared/permissions'
import { i18n } from './locales/translation.ts'

const isBuiltIn = (role: string): role is (typeof ROLES)[number] =>
  (ROLES as readonly string[]).includes(role)

/** A role as people read it: the built-in ones translated, custom ones as their organization named them. */
export function roleName(role: string): string {
  return isBuiltIn(role) ? i18n.t(`organizations:roles.${role}`) : role
}
