import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { eventOnSale } from '../../testing/checkout-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const production = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', ...env }).bkash

describe('bKash in production', () => {
  it('uses the bundled sandbox only when BKASH_SANDBOX=true is set on purpose', () => {
    expect(production()).toMatchObject({ sandbox: false, configured: false })
    expect(production({ BKASH_SANDBOX: 'true' })).toMatchObject({ sandbox: true, configured: true })
    const credentials = {
      BKASH_APP_KEY: 'k',
      BKASH_APP_SECRET: 's',
      BKASH_USERNAME: 'u',
      BKASH_PASSWORD: 'p',
    }
    expect(
      production({ BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta', ...credentials }),
    ).toMatchObject({
      sandbox: false,
      configured: true,
    })
    expect(loadConfig({ NODE_ENV: 'development' }).bkash).toMatchObject({ sandbox: true, configured: true })
  })
})

const context = useTestApp({ bkash: production(), env: 'production' })

describe('a production server without bKash credentials', () => {
  it('refuses bKash checkout in clear words and gives the seats back at once', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { capacity: 1 })
    const order = {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'bkash',
      Buyer: { FirstName: 'Rumi', Phone: '01712345670' },
    }
    const refused = await context.app.inject({ method: 'POST', url: '/api/purchase', payload: order })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({
      code: 'PAYMENT_NOT_SET_UP',
      message: 'bKash payments are not set up on this server yet. Please try again later.',
    })
    expect(
      (
        await context.app.inject({
          url: '/bkash-sandbox/v1.2.0-beta/tokenized/checkout/token/grant',
          method: 'POST',
        })
      ).statusCode,
    ).toBe(404)
    const quote = await context.app.inject({ method: 'POST', url: '/api/purchase/quote', payload: order })
    expect(quote.statusCode).toBe(200)
    const again = await context.app.inject({ method: 'POST', url: '/api/purchase', payload: order })
    expect(again.statusCode).toBe(503)
  })
})
