import { DISTRICTS, type District, type EventCategory, type EventFeature } from '@mela/shared/event-enums'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { addLazyNamespace } from '../i18n.ts'

// The names of event categories, features and the 64 districts, in both languages: the discovery
// pages and the organizer's event form both show them, so they live here, loaded on demand.
addLazyNamespace('event-names', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/**
 * Translated names of an event's category, features and district, and the 64 districts as select
 * options in the alphabetical order of the viewer's language (a Bengali reader finds ঢাকা where
 * they expect it).
 */
export function useEventNames() {
  const { t, i18n } = useTranslation('event-names')
  const language = i18n.resolvedLanguage ?? 'en'
  return useMemo(() => {
    const district = (name: District) => t(`district.${name}`)
    const collator = new Intl.Collator(language)
    return {
      category: (category: EventCategory) => t(`category.${category}`),
      feature: (feature: EventFeature) => t(`feature.${feature}`),
      district,
      districtOptions: DISTRICTS.map((value) => ({ value, label: district(value) })).sort((a, b) =>
        collator.compare(a.label, b.label),
      ),
    }
  }, [t, language])
}
