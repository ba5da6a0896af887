import { useTranslation } from 'react-i18next'
import { i18n } from '../i18n.ts'
import bn from './bn.json'
import en from './en.json'

// The shared pieces (sidebar, image uploader, load-failed panel, event page frame) carry their own few
// strings, added with their code rather than in the shell's files. Both languages at once: a later
// language switch needs no request, and the `pages` backend is never asked for this namespace.
i18n.addResourceBundle('en', 'common-forms', en, true, true)
i18n.addResourceBundle('bn', 'common-forms', bn, true, true)

export const useCommonFormsTranslation = () => useTranslation('common-forms')
