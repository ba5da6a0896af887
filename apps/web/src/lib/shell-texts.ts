import type { ResourceKey } from 'i18next'
import bn from '../locales/bn.json'
import en from '../locales/en.json'

// The shell's strings in both languages, for the server renderer and unit tests, which need Bengali at
// once. The browser build swaps in shell-texts.client.ts (vite.config.ts): English only, Bengali on demand.
export const shellTexts: Partial<Record<'en' | 'bn', ResourceKey>> = { en, bn }
