import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bulkSmsBd } from './sms-transport.ts'

// A stand-in for a BulkSMSBD-style gateway: answers each request with the next code and keeps what it got.
const received: URLSearchParams[] = []
let nextCode = 202
const server = createServer((request: IncomingMessage, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    received.push(new URLSearchParams(body))
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify(
        nextCode === 202
          ? { response_code: 202, message_id: 1, success_message: 'SMS Submitted Successfully' }
          : { response_code: nextCode, error_message: 'Insufficient balance' },
      ),
    )
  })
})
let url = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/smsapi`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the BulkSMSBD-style SMS gateway', () => {
  it('posts the key, sender ID, number without the plus and the text, and records an accepted message', async () => {
    const recorded: unknown[] = []
    const gateway = bulkSmsBd(url, 'key-123', '8809617', async (sms) => recorded.push(sms))
    await gateway.send({ to: '+8801711000111', text: 'Mela: দরজা খুলবে সন্ধ্যা ৬টায়' })
    expect(Object.fromEntries(received.at(-1) ?? [])).toEqual({
      api_key: 'key-123',
      senderid: '8809617',
      number: '8801711000111',
      message: 'Mela: দরজা খুলবে সন্ধ্যা ৬টায়',
    })
    expect(recorded).toHaveLength(1)
  })

  it('treats any other response code as a failed send, with the code in the reason', async () => {
    nextCode = 1007
    const recorded: unknown[] = []
    const gateway = bulkSmsBd(url, 'key-123', '8809617', async (sms) => recorded.push(sms))
    await expect(gateway.send({ to: '+8801711000111', text: 'Hi' })).rejects.toThrow(
      'SMS gateway refused: 1007 Insufficient balance',
    )
    expect(recorded).toEqual([])
  })
})
