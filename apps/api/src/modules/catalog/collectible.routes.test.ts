import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { describe, expect, it } from 'vitest'
import { insertEvent, organizerWithEvent, send, ticketPayload } from '../../testing/catalog-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

describe('collectibles', () => {
  it('are added and listed by the event’s team', async () => {
    const { owner, account, event } = await organizerWithEvent(context.app, {
      account: { EnableCollectibles: true },
    })
    const created = await send(context.app, owner, 'POST', '/collectible', {
      EventID: event.id,
      Name: 'Festival T-shirt',
      Description: 'One per ticket',
    })
    expect(created.statusCode).toBe(200)
    expect(created.json()).toMatchObject({
      EventID: event.id,
      Name: 'Festival T-shirt',
      Description: 'One per ticket',
    })
    const collaborator = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
    const list = await send(context.app, collaborator, 'GET', `/collectible?eventId=${event.id}`)
    expect(list.json()).toEqual([created.json()])
    const notAllowed = await send(context.app, collaborator, 'POST', '/collectible', {
      EventID: event.id,
      Name: 'Cap',
    })
    expect(notAllowed.statusCode).toBe(403)
  })

  it('need a Name', async () => {
    const { owner, event } = await organizerWithEvent(context.app, { account: { EnableCollectibles: true } })
    const response = await send(context.app, owner, 'POST', '/collectible', { EventID: event.id, Name: '  ' })
    expect(response.json()).toEqual({ Name: 'Value is required' })
  })

  it('are refused when the organization has them turned off', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const created = await send(context.app, owner, 'POST', '/collectible', { EventID: event.id, Name: 'Cap' })
    expect(created.statusCode).toBe(400)
    expect(created.json()).toMatchObject({ message: ERROR_TEXTS.COLLECTIBLES_DISABLED })
    const list = await send(context.app, owner, 'GET', `/collectible?eventId=${event.id}`)
    expect(list.json()).toMatchObject({ message: ERROR_TEXTS.COLLECTIBLES_DISABLED })
  })
})

describe('collectibles on tickets', () => {
  it('takes collectibles only with the flag on and a collectible permission, and only the event’s own', async () => {
    const off = await organizerWithEvent(context.app)
    const refused = await send(
      context.app,
      off.owner,
      'POST',
      '/ticket',
      ticketPayload(off.event.id, { Collectibles: [{ ID: off.event.id }] }),
    )
    expect(refused.json()).toEqual({ Collectibles: ERROR_TEXTS.COLLECTIBLES_NOT_ALLOWED })

    const { owner, account, event } = await organizerWithEvent(context.app, {
      account: { EnableCollectibles: true, HasCustomRoles: true },
    })
    const made = await send(context.app, owner, 'POST', '/collectible', {
      EventID: event.id,
      Name: 'Tote bag',
    })
    const tote = made.json()
    const ticket = await send(
      context.app,
      owner,
      'POST',
      '/ticket',
      ticketPayload(event.id, { Collectibles: [{ ID: tote.ID }] }),
    )
    expect(ticket.json().Collectibles).toEqual([{ ID: tote.ID, Name: 'Tote bag' }])

    const other = await insertEvent(context.database.db, account.ID)
    const foreign = await send(
      context.app,
      owner,
      'POST',
      '/ticket',
      ticketPayload(other.id, { Collectibles: [{ ID: tote.ID }] }),
    )
    expect(foreign.json()).toEqual({ Collectibles: ERROR_TEXTS.COLLECTIBLE_NOT_OF_EVENT })

    // An organizer whose role lost both collectible permissions still manages tickets, without collectibles.
    const organizer = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, organizer, 'organizer')
    for (const Permission of ['collectible_manage', 'collectible_view'])
      await send(context.app, owner, 'PUT', `/account/permission/${account.ID}`, {
        Permission,
        Roles: ['owner'],
      })
    const withIt = await send(
      context.app,
      organizer,
      'POST',
      '/ticket',
      ticketPayload(event.id, { Collectibles: [{ ID: tote.ID }] }),
    )
    expect(withIt.json()).toEqual({ Collectibles: ERROR_TEXTS.COLLECTIBLES_NOT_ALLOWED })
    expect((await send(context.app, organizer, 'POST', '/ticket', ticketPayload(event.id))).statusCode).toBe(
      200,
    )
  })
})
