import { describe, expect, it } from 'vitest'
import { responseSignature, sameSignature, signUpload, stringToSign } from './media-signature.ts'

describe('upload signatures', () => {
  it('signs the upload fields as Cloudinary does', () => {
    const params = { folder: 'events', public_id: 'ev_123', timestamp: 1700000000 }
    expect(stringToSign(params)).toBe('folder=events&public_id=ev_123&timestamp=1700000000')
    expect(signUpload(params, 'abcd')).toBe('0eff63a1f6fbb1e7b64f8513cf9bce9032210b6e')
  })

  it('matches the documented example with an eager transformation', () => {
    const params = {
      timestamp: '1315060510',
      public_id: 'sample_image',
      eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop',
    }
    expect(signUpload(params, 'abcd')).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e')
  })

  it('leaves out the file, the endpoint names, the api key and empty values', () => {
    const params = {
      timestamp: 1700000000,
      public_id: 'ev_123',
      folder: 'events',
      file: 'data',
      cloud_name: 'local',
      resource_type: 'auto',
      api_key: 'local',
      signature: 'x',
      tags: '',
    }
    expect(signUpload(params, 'abcd')).toBe('0eff63a1f6fbb1e7b64f8513cf9bce9032210b6e')
  })

  it('signs upload answers with the public id and version', () => {
    expect(responseSignature('sample', 1315060076, 'abcd')).toBe('f6452143e37c822bcb845fef8adafa0534f845d2')
  })

  it('compares signatures regardless of hex case', () => {
    const signature = '0eff63a1f6fbb1e7b64f8513cf9bce9032210b6e'
    expect(sameSignature(signature.toUpperCase(), signature)).toBe(true)
    expect(sameSignature('short', signature)).toBe(false)
  })
})
