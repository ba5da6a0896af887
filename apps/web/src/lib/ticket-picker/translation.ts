import { useTranslation } from 'react-i18next'
import { currentLanguage, i18n } from '../i18n.ts'
import bn from './bn.json'
import en from './en.json'

// The picker serves the buyer's checkout and the box office, so its few texts come with its code
// (as the common form pieces' do), both languages at once: no page waits for them to load.
i18n.addResourceBundle('en', 'ticket-picker', en, true, true)
i18n.addResourceBundle('bn', 'ticket-picker', bn, true, true)

/** `t` of the picker's texts, and the interface language for money and digits. */
export function useTicketPickerTranslation() {
  const translation = useTranslation('ticket-picker')
  return { ...translation, language: currentLanguage() }
}
