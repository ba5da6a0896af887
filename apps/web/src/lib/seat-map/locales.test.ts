import { describeTranslations } from '../../test/translations.ts'
import bn from './bn.json'
import en from './en.json'

describeTranslations('seat-map', en, bn)
