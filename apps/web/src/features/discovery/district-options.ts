import { DISTRICTS, type District } from '@mela/shared/event-enums'

/** The 64 districts as select options, in the alphabetical order of the viewer's language. */
export function districtOptions(name: (district: District) => string, lang: string) {
  const collator = new Intl.Collator(lang)
  return DISTRICTS.map((district) => ({ value: district, label: name(district) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  )
}
