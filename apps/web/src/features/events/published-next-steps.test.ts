import type { Event } from '@mela/shared/event'
import type { Permission } from '@mela/shared/permissions'
import { describe, expect, it } from 'vitest'
import { publishedNextSteps } from './published-next-steps.ts'

const ID = '11111111-1111-4111-8111-111111111111'
const event = (EnableCashSell: boolean) =>
  ({
    ID,
    AccountID: '22222222-2222-4222-8222-222222222222',
    PublishedAt: '2026-11-25T10:00:00Z',
    Account: { EnableCashSell, EnableCollectibles: false },
  }) as unknown as Event
const everything = () => true
const only =
  (...allowed: Permission[]) =>
  (permission: Permission) =>
    allowed.includes(permission)

describe('the next steps after publishing', () => {
  it('leads to the event page, the counter when cash sales are on, and the door', () => {
    expect(publishedNextSteps(event(true), everything)).toEqual([
      { key: 'view', to: `/event/view/${ID}` },
      { key: 'sell', to: `/organization/event/${ID}/sell` },
      { key: 'door', to: `/door/${ID}` },
    ])
  })

  it('leaves out the counter when the organization does not sell for cash, and what the viewer may not do', () => {
    expect(publishedNextSteps(event(false), everything).map((step) => step.key)).toEqual(['view', 'door'])
    expect(publishedNextSteps(event(true), only()).map((step) => step.key)).toEqual(['view'])
  })
})
