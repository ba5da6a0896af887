import { describe, expect, it } from 'vitest'
import { imageUrl } from './image-url.ts'

const UPLOADED = 'http://localhost:3000/media/local/image/upload/v1700000000/organizations/logo_ab12.png'

describe('imageUrl', () => {
  it('asks for a square organization logo 100 px wide in the best format', () => {
    expect(imageUrl(UPLOADED, { aspect: '1:1', width: 100 })).toBe(
      'http://localhost:3000/media/local/image/upload/ar_1:1,c_fill,w_100,f_auto/v1700000000/organizations/logo_ab12.png',
    )
  })

  it('crops to 16:9 unless told otherwise, and passes the pixel density on', () => {
    expect(
      imageUrl('https://res.cloudinary.com/mela/image/upload/v1/events/e.jpg', { width: 800, dpr: 2 }),
    ).toBe('https://res.cloudinary.com/mela/image/upload/ar_16:9,c_fill,w_800,dpr_2,f_auto/v1/events/e.jpg')
  })

  it('leaves pictures from elsewhere alone', () => {
    expect(imageUrl('https://example.com/logo.png', { width: 100 })).toBe('https://example.com/logo.png')
  })
})
