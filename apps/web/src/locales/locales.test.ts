import { describeTranslations } from '../test/translations.ts'
import bn from './bn.json'
import en from './en.json'
import bnPages from './pages/bn.json'
import enPages from './pages/en.json'

describeTranslations('shell', en, bn)
describeTranslations('static pages', enPages, bnPages)
