import { describe, expect, it } from 'vitest'
import {
  allowedEventActions,
  canDoEventAction,
  EVENT_ACTIONS,
  type EventActionContext,
} from './event-actions.ts'
import type { Permission } from './permissions.ts'

type Row = { action: (typeof EVENT_ACTIONS)[number]; anyOf: Permission[]; published?: boolean; flag?: string }

// product §6's table, written out independently of EVENT_ACTION_NEEDS so a slip in either shows.
const table: Row[] = [
  { action: 'edit', anyOf: ['event_edit'] },
  { action: 'ticket', anyOf: ['ticket_view', 'ticket_manage'] },
  { action: 'discount', anyOf: ['discount_view', 'discount_manage'] },
  { action: 'collectible', anyOf: ['collectible_view', 'collectible_manage'], flag: 'EnableCollectibles' },
  { action: 'redeem', anyOf: ['redemption_create'], published: true, flag: 'EnableCollectibles' },
  { action: 'sell', anyOf: ['purchase_create_on_behalf'], published: true, flag: 'EnableCashSell' },
  { action: 'copy', anyOf: ['event_create'] },
  { action: 'communication', anyOf: ['bulk_message_manage'] },
  { action: 'guest', anyOf: ['guest_list_view'] },
  { action: 'sells', anyOf: ['own_sales_list'], published: true, flag: 'EnableCashSell' },
  { action: 'qrcode', anyOf: [] },
  { action: 'view', anyOf: [] },
]

const allFlags = { EnableCollectibles: true, EnableCashSell: true }
const holding =
  (...granted: Permission[]) =>
  (permission: Permission) =>
    granted.includes(permission)

function ctx(overrides: Partial<EventActionContext> = {}): EventActionContext {
  return { check: () => true, published: true, account: allFlags, ...overrides }
}

describe('event actions', () => {
  it('covers every action of the table', () => {
    expect(table.map((row) => row.action)).toEqual([...EVENT_ACTIONS])
  })

  describe.each(table)('$action', ({ action, anyOf, published, flag }) => {
    it.each(anyOf.length ? anyOf : ['(none needed)'])('is granted by %s alone', (permission) => {
      expect(canDoEventAction(action, ctx({ check: holding(permission as Permission) }))).toBe(true)
    })

    it(anyOf.length ? 'is denied without its permissions' : 'needs no permission', () => {
      const other = holding('event_delete', 'performer_manage')
      expect(canDoEventAction(action, ctx({ check: other }))).toBe(anyOf.length === 0)
    })

    it(published ? 'is denied on an unpublished event' : 'works on an unpublished event', () => {
      expect(canDoEventAction(action, ctx({ published: false }))).toBe(!published)
    })

    it(flag ? `is denied while ${flag} is off` : 'ignores the account flags', () => {
      const off = { EnableCollectibles: false, EnableCashSell: false }
      expect(canDoEventAction(action, ctx({ account: off }))).toBe(!flag)
      if (flag) expect(canDoEventAction(action, ctx({ account: { ...allFlags, [flag]: false } }))).toBe(false)
    })
  })

  it('treats a missing flag as off', () => {
    expect(canDoEventAction('sell', ctx({ account: {} }))).toBe(false)
  })

  it('lists what a collaborator at the door may do on a published cash-sell event', () => {
    const check = holding('ticket_view', 'redemption_create', 'purchase_create_on_behalf', 'own_sales_list')
    const account = { EnableCollectibles: false, EnableCashSell: true }
    expect(allowedEventActions({ check, published: true, account })).toEqual([
      'ticket',
      'sell',
      'sells',
      'qrcode',
      'view',
    ])
  })

  it('lists every action for a full organizer on a published event with both flags', () => {
    expect(allowedEventActions(ctx())).toEqual([...EVENT_ACTIONS])
  })
})
