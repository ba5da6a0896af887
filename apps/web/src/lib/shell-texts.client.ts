import type { ResourceKey } from 'i18next'
import en from '../locales/en.json'

// The browser's shell strings (see shell-texts.ts): English, every visitor's fallback; i18n.ts loads
// Bengali for a Bengali reader before the app draws.
export const shellTexts: Partial<Record<'en' | 'bn', ResourceKey>> = { en }
