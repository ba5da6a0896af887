import { describe, expect, it } from 'vitest'
import { eventStepPath, stepIndex } from './event-steps.ts'

describe('event form steps', () => {
  it('puts each step at the product’s path', () => {
    expect(eventStepPath('edit', 'e1', 'basics')).toBe('/event/edit/e1')
    expect(eventStepPath('edit', 'e1', 'metadata')).toBe('/event/edit/e1/metadata')
    expect(eventStepPath('create', 'e1', 'tickets')).toBe('/event/create/e1/ticket')
    expect(eventStepPath('edit', 'e1', 'questions')).toBe('/event/edit/e1/form')
  })

  it('orders the steps basics, details, tickets, questions', () => {
    expect(['basics', 'metadata', 'tickets', 'questions'].map((step) => stepIndex(step as never))).toEqual([
      0, 1, 2, 3,
    ])
  })
})
