import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RequireAuth } from './require-auth.tsx'
import { titleKeyOf } from './route-handle.ts'
import { routes } from './router.tsx'

function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? []
  return {
    title: matches.map((match) => titleKeyOf(match.route.handle)).findLast(Boolean),
    guarded: matches.some(
      (match) => (match.route.element as { type?: unknown } | undefined)?.type === RequireAuth,
    ),
  }
}

describe('route table (product §2)', () => {
  it.each([
    ['/', 'titles.landing', false],
    ['/feed', 'titles.feed', false],
    ['/feed/past', 'titles.feedPast', false],
    ['/feed/dhakajazz', 'titles.feedOrganization', false],
    ['/feed/Organization=42', 'titles.feedOrganization', false],
    ['/artist/7', 'titles.performer', false],
    ['/performer/organization/3', 'titles.performerManage', false],
    ['/performer/7/update', 'titles.performerUpdate', false],
    ['/event/view/9', 'titles.eventView', false],
    ['/e/9', 'titles.eventView', false],
    ['/event/create', 'titles.eventForm', true],
    ['/event/edit/9/metadata', 'titles.eventMetadata', true],
    ['/event/edit/9/form', 'titles.eventQuestions', true],
    ['/organization/event/9/sells', 'titles.eventSells', true],
    ['/organization/event', 'titles.organizationEvents', true],
    ['/organization/event/9', 'titles.organizationEvent', true],
    ['/organization/event/9/qrcode', 'titles.eventQrCode', true],
    ['/event/edit/9/ticket', 'titles.eventTickets', true],
    ['/organization/4/role', 'titles.organizationRoles', true],
    ['/purchase/create/event/9', 'titles.purchaseCreate', false],
    ['/purchase/item/verify/1', 'titles.purchaseVerify', true],
    ['/door/9', 'titles.door', true],
    ['/purchase/bkash/finalize/1', 'titles.bkashFinalize', false],
    ['/superuser/claim-moderation', 'titles.claimModeration', true],
    ['/tickets', 'titles.tickets', true],
    ['/tickets/find', 'titles.findTickets', false],
    ['/privacy-policy', 'titles.userAgreement', false],
    ['/no/such/page', 'titles.notFound', false],
  ])('%s shows %s (sign-in needed: %s)', (path, title, guarded) => {
    expect(resolve(path)).toEqual({ title, guarded })
  })
})
