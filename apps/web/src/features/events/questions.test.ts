import { describe, expect, it } from 'vitest'
import { fromDrafts, moveQuestion, newQuestion, optionsOf, toDraft } from './questions.ts'

describe('checkout questions', () => {
  it('moves a question up and down, and not past either end', () => {
    expect(moveQuestion(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveQuestion(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moveQuestion(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveQuestion(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })

  it('starts a question as optional free text with its own ID', () => {
    expect(newQuestion(() => 'q1')).toEqual({
      ID: 'q1',
      Label: '',
      Type: 'text',
      Required: false,
      OptionsText: '',
    })
    expect(newQuestion().ID).not.toBe(newQuestion().ID)
  })

  it('reads choices one per line, ignoring blank lines', () => {
    expect(optionsOf(' Small \n\nLarge\n ')).toEqual(['Small', 'Large'])
  })

  it('shows saved choices one per line', () => {
    const draft = toDraft({ ID: 'a', Label: 'Size', Type: 'select', Required: true, Options: ['S', 'M'] })
    expect(draft.OptionsText).toBe('S\nM')
  })

  it('keeps choices only on select questions', () => {
    const saved = fromDrafts([
      { ID: 'a', Label: 'Size', Type: 'select', Required: true, OptionsText: 'S\n\nM ' },
      { ID: 'b', Label: 'Name', Type: 'text', Required: false, OptionsText: 'left over' },
    ])
    expect(saved.map((field) => field.Options)).toEqual([['S', 'M'], []])
  })
})
