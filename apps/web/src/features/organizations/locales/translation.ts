import { useTranslation } from 'react-i18next'
import { i18n } from '../../../lib/i18n.ts'
import bn from './bn.json'
import en from './en.json'

// The organizer screens' texts travel with their code (a page chunk), not with the shell. Both
// languages at once: a language switch needs no request, and the `pages` backend is never asked.
i18n.addResourceBundle('en', 'organizations', en, true, true)
i18n.addResourceBundle('bn', 'organizations', bn, true, true)

export const useOrganizationsTranslation = () => useTranslation('organizations')

export { i18n }
