import { useTranslation } from 'react-i18next'
import { currentLanguage, i18n } from '../i18n.ts'
import bn from './bn.json'
import en from './en.json'

// Seat labels are shown wherever a ticket is (tickets, the door, lists), so their few texts come with
// the code in both languages, as the ticket picker's do: no page waits for them to load.
i18n.addResourceBundle('en', 'seat-map', en, true, true)
i18n.addResourceBundle('bn', 'seat-map', bn, true, true)

/** `t` of the seat map's texts, and the interface language for money and digits. */
export function useSeatMapTranslation() {
  const translation = useTranslation('seat-map')
  return { ...translation, language: currentLanguage() }
}

export { i18n }
