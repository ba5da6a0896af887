import { LANGUAGES, type Language } from '@mela/shared/constants'
import i18n, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { languageDetector } from './language-detector.ts'
import { shellTexts } from './shell-texts.ts'

type TextLoaders = Record<Language, () => Promise<{ default: ResourceKey }>>

// The shell's strings ship with the app; the long texts of the static pages (namespace `pages`)
// load with those pages, so the first visit to `/` does not download them. Features add their own
// namespaces here (addLazyNamespace); each loads one language at a time, when a page asks for it.
const lazyNamespaces = new Map<string, TextLoaders>([
  // What shell-texts.ts did not bundle: in the browser, a Bengali reader's shell strings, loaded before
  // the app first draws (main.tsx waits for textsReady).
  [
    'translation',
    {
      en: async () => ({ default: shellTexts.en ?? {} }),
      bn: () => import('../locales/bn.json'),
    },
  ],
  [
    'pages',
    {
      en: () => import('../locales/pages/en.json'),
      bn: () => import('../locales/pages/bn.json'),
    },
  ],
])

/** Registers a namespace whose texts load on demand; call it before the namespace is first used. */
export function addLazyNamespace(namespace: string, loaders: TextLoaders) {
  lazyNamespaces.set(namespace, loaders)
}

const pageTextsBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyNamespaces.get(namespace)?.[language as Language]
    if (!load) return callback(null, {})
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    )
  },
}

export function isLanguage(value: string | undefined): value is Language {
  return LANGUAGES.includes(value as Language)
}

function reflectLanguage(language: string | undefined) {
  if (typeof document !== 'undefined' && isLanguage(language)) document.documentElement.lang = language
}

i18n.on('languageChanged', () => reflectLanguage(i18n.resolvedLanguage))

/** Settles once the texts of the language in use are loaded; the app draws after it. */
export const textsReady = i18n
  .use(pageTextsBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    resources: Object.fromEntries(
      Object.entries(shellTexts).map(([language, texts]) => [language, { translation: texts }]),
    ),
    partialBundledLanguages: true,
    ns: ['translation'],
    defaultNS: 'translation',
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    load: 'languageOnly',
    interpolation: { escapeValue: false },
  })

/** The interface language in use, one of LANGUAGES. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage
  return isLanguage(language) ? language : 'en'
}

export { i18n }
