import { describe, expect, it } from 'vitest'
import { CommunicationInput, smsCost, smsSegments } from './communication.ts'

const EVENT = '7b0c8a52-6f7e-4b9a-9d55-1d2b3c4d5e6f'

describe('SMS segments', () => {
  it('fits 160 English characters in one part and splits longer texts at 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ Encoding: 'GSM-7', Length: 160, Segments: 1 })
    expect(smsSegments('a'.repeat(161)).Segments).toBe(2)
    expect(smsSegments('a'.repeat(306)).Segments).toBe(2)
    expect(smsSegments('a'.repeat(307)).Segments).toBe(3)
  })

  it('counts the extension characters twice', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({ Encoding: 'GSM-7', Length: 160, Segments: 1 })
    expect(smsSegments(`${'€'.repeat(80)}a`).Segments).toBe(2)
  })

  it('sends Bengali as UCS-2: 70 characters alone, 67 a part', () => {
    expect(smsSegments('ক'.repeat(70))).toEqual({ Encoding: 'UCS-2', Length: 70, Segments: 1 })
    expect(smsSegments('ক'.repeat(71)).Segments).toBe(2)
    expect(smsSegments('ক'.repeat(134)).Segments).toBe(2)
    expect(smsSegments('ক'.repeat(135)).Segments).toBe(3)
    // One Bengali letter turns a whole English text into UCS-2.
    expect(smsSegments(`${'a'.repeat(69)}ক`)).toMatchObject({ Encoding: 'UCS-2', Segments: 1 })
    expect(smsSegments(`${'a'.repeat(70)}ক`)).toMatchObject({ Encoding: 'UCS-2', Segments: 2 })
  })

  it('counts nothing for an empty text and prices parts per recipient', () => {
    expect(smsSegments('').Segments).toBe(0)
    expect(smsCost(2, 3, 0.35)).toBe(2.1)
  })
})

describe('the message', () => {
  it('needs a subject for an e-mail and a short body for SMS', () => {
    const email = CommunicationInput.safeParse({ EventID: EVENT, Channel: 'email', Body: 'Hello' })
    expect(email.success).toBe(false)
    expect(email.error?.issues[0]?.path).toEqual(['Subject'])
    const sms = CommunicationInput.safeParse({ EventID: EVENT, Channel: 'sms', Body: 'a'.repeat(671) })
    expect(sms.error?.issues[0]).toMatchObject({
      path: ['Body'],
      message: 'The maximum length allowed is 670',
    })
    expect(CommunicationInput.safeParse({ EventID: EVENT, Channel: 'sms', Body: 'Hi' }).success).toBe(true)
  })
})
