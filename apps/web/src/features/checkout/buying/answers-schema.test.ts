import type { FormField } from '@mela/shared/event'
import { fieldErrors } from '@mela/shared/validation'
import { describe, expect, it } from 'vitest'
import { answersToSend, blankAnswers } from './answers.ts'
import { answersSchema } from './answers-schema.ts'

const field = (ID: string, Type: FormField['Type'], Required = false, Options: string[] = []): FormField => ({
  ID,
  Label: ID,
  Type,
  Required,
  Options,
})

const FIELDS = [
  field('name', 'text', true),
  field('size', 'select', true, ['S', 'M']),
  field('phone', 'phone'),
  field('mail', 'email'),
  field('terms', 'checkbox', true),
]

const errorsOf = (answers: Record<string, unknown>) => {
  const result = answersSchema(FIELDS).safeParse(answers)
  return result.success ? {} : fieldErrors(result.error)
}

describe('answers to the event questions', () => {
  it('ask for every required answer, a ticked box included', () => {
    expect(errorsOf(blankAnswers(FIELDS))).toEqual({
      name: 'Value is required',
      size: 'Value is required',
      terms: 'Value is required',
    })
  })

  it('check phones, e-mails and options as the API does', () => {
    expect(errorsOf({ name: 'Rahim', size: 'XL', phone: '12345', mail: 'nope', terms: true })).toEqual({
      size: 'Choose one of the options',
      phone: 'Value is not a valid phone number: write it as 01XXXXXXXXX',
      mail: 'Value is not a valid email address',
    })
  })

  it('accept a complete set, optional blanks included', () => {
    expect(errorsOf({ name: 'Rahim', size: 'M', phone: '', mail: '', terms: true })).toEqual({})
    expect(errorsOf({ name: 'Rahim', size: 'M', phone: '01712345678', mail: 'a@b.co', terms: true })).toEqual(
      {},
    )
  })

  it('send only given answers, trimmed', () => {
    expect(answersToSend({ name: ' Rahim ', phone: '', terms: true, news: false })).toEqual({
      name: 'Rahim',
      terms: true,
    })
  })
})
