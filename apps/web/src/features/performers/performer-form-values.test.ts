import type { Performer } from '@mela/shared/catalog'
import { describe, expect, it } from 'vitest'
import { zodResolver } from '../../lib/zod-form.ts'
import {
  type PerformerFormValues,
  performerFormValues,
  performerName,
  performerSchema,
} from './performer-form-values.ts'

const ORG = '11111111-1111-4111-8111-111111111111'
const errors = zodResolver<PerformerFormValues>(performerSchema)
const named = (FirstName: string, LastName = '') => ({ ...performerFormValues(ORG), FirstName, LastName })

describe('performer form rules (product §5)', () => {
  it('requires a first name', () => {
    expect(errors(named('  '))).toEqual({ FirstName: 'Value is required' })
  })

  it('takes letters of any script, marks, spaces and full stops in names', () => {
    expect(errors(named('Md. Rahim', 'Uddin'))).toEqual({})
    expect(errors(named('রুনা', 'লায়লা'))).toEqual({})
  })

  it('refuses digits and other signs in the first and last names', () => {
    expect(errors(named('Rahim2', 'Ud-din'))).toEqual({
      FirstName: 'Name can only contain letters, spaces, and fullstops',
      LastName: 'Name can only contain letters, spaces, and fullstops',
    })
  })

  it('starts a new performer in its organization and keeps an existing one in its own', () => {
    expect(performerFormValues(ORG).Organizations).toEqual([{ ID: ORG }])
    const performer = {
      FirstName: 'Runa',
      LastName: 'Laila',
      AlternativeName: null,
      Biography: null,
      Image: null,
      Organizations: [{ ID: '22222222-2222-4222-8222-222222222222', Name: 'Other' }],
    } as unknown as Performer
    expect(performerFormValues(ORG, performer).Organizations).toEqual([
      { ID: '22222222-2222-4222-8222-222222222222' },
    ])
    expect(performerName(performer)).toBe('Runa Laila')
  })
})
