import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-error.ts'
import { needsGoogleDetails } from './use-social-sign-in.ts'

describe('a Google sign-in that needs details', () => {
  it('is a 400 with name errors only', () => {
    expect(needsGoogleDetails(new ApiError(400, 'x', 'r', { FirstName: 'Value is required' }))).toBe(true)
    expect(
      needsGoogleDetails(
        new ApiError(400, 'x', 'r', { FirstName: 'Value is required', LastName: 'Value is required' }),
      ),
    ).toBe(true)
  })

  it('is not any other failure', () => {
    expect(needsGoogleDetails(new ApiError(400, 'x', 'r', { FirstName: 'x', Email: 'y' }))).toBe(false)
    expect(needsGoogleDetails(new ApiError(400, 'This account is blocked', 'r'))).toBe(false)
    expect(needsGoogleDetails(new ApiError(409, 'x', 'r', { FirstName: 'x' }))).toBe(false)
    expect(needsGoogleDetails(new Error('offline'))).toBe(false)
  })
})
