import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam, createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

describe('bank accounts', () => {
  it('are added with all four fields and shown masked to the last 4 digits', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/bank',
      headers: owner.headers,
      payload: {
        AccountID: account.ID,
        BankName: 'BRAC Bank',
        BranchName: 'Gulshan',
        AccountName: 'Dhaka Live',
        AccountNumber: '1501 2044 5566 7788',
      },
    })
    expect(created.statusCode).toBe(200)
    expect(created.json()).toMatchObject({ BankName: 'BRAC Bank', AccountNumber: '•••• 7788' })
    const list = await context.app.inject({
      url: `/api/bank?AccountID=${account.ID}`,
      headers: owner.headers,
    })
    expect(list.json()).toHaveLength(1)
    expect(list.body).not.toContain('5566')
  })

  it('require every field', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/bank',
      headers: owner.headers,
      payload: { AccountID: account.ID, BankName: ' ' },
    })
    expect(response.json()).toEqual({
      BankName: 'Value is required',
      BranchName: 'Value is required',
      AccountName: 'Value is required',
      AccountNumber: 'Value is required',
    })
  })

  it('cannot be changed: there is no update call', async () => {
    const owner = await signedInUser(context.app)
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/bank/anything',
      headers: owner.headers,
      payload: {},
    })
    expect(response.statusCode).toBe(404)
  })

  it('stay with the owner: an organizer cannot add or see them', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const organizer = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, organizer, 'organizer')
    const list = await context.app.inject({
      url: `/api/bank?AccountID=${account.ID}`,
      headers: organizer.headers,
    })
    expect(list.statusCode).toBe(403)
  })
})
