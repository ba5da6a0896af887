import { useTranslation } from 'react-i18next'
import { currentLanguage, i18n } from '../../../lib/i18n.ts'
import bn from './bn.json'
import en from './en.json'

// The event screens' texts travel with their code (a page chunk), not with the shell; both languages
// at once, so a language switch needs no request.
i18n.addResourceBundle('en', 'events', en, true, true)
i18n.addResourceBundle('bn', 'events', bn, true, true)

/** The event screens' texts, and the interface language for dates, digits and money. */
export function useEventsTranslation() {
  const { t } = useTranslation('events')
  return { t, lang: currentLanguage() }
}

export { i18n }
