import { describe, expect, it } from 'vitest'
import bn from './bn.json'
import en from './en.json'
import bnPages from './pages/bn.json'
import enPages from './pages/en.json'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

function emptyValues(value: unknown) {
  return keysOf(value).filter((key) => {
    const leaf = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value)
    return typeof leaf !== 'string' || leaf.trim() === ''
  })
}

describe.each([
  ['shell', en, bn],
  ['pages', enPages, bnPages],
])('%s locale files', (_name, english, bengali) => {
  it('have the same keys in English and Bengali', () => {
    expect(keysOf(bengali).sort()).toEqual(keysOf(english).sort())
  })

  it('have no empty texts', () => {
    expect(emptyValues(english)).toEqual([])
    expect(emptyValues(bengali)).toEqual([])
  })

  it('use the same placeholders in both languages', () => {
    const placeholders = (texts: unknown) =>
      keysOf(texts).map((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts)
        return `${key}:${
          String(text)
            .match(/{{\w+}}/g)
            ?.sort()
            .join(',') ?? ''
        }`
      })
    expect(placeholders(bengali).sort()).toEqual(placeholders(english).sort())
  })
})
