import type { Organization } from '@mela/shared/organization'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onAppEvent } from '../../lib/app-events.ts'
import { renderInApp, stubApi } from '../../test/test-app.tsx'
import { OrganizerAddForm } from './organizer-add-form.tsx'

vi.mock('../../lib/notify.ts', async (original) => ({
  ...(await original<typeof import('../../lib/notify.ts')>()),
  notifySuccess: vi.fn(),
}))

const ID = '11111111-1111-4111-8111-111111111111'
const helper = {
  ID: '33333333-3333-4333-8333-333333333333',
  Username: 'karim',
  FirstName: 'Karim',
  LastName: '',
}
const account = { ID, Name: 'Dhaka Live', HasCustomRoles: false } as Organization

function add(who: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Username or e-mail' }), { target: { value: who } })
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
}

describe('adding an organizer', () => {
  afterEach(cleanup)

  it('gives the Organizer role unless told otherwise, and announces the new member', async () => {
    const requests = stubApi({ [`POST /api/account/organizer/${ID}`]: { body: helper } })
    const announced = vi.fn()
    const stop = onAppEvent('organizer:add', announced)
    renderInApp(<OrganizerAddForm account={account} />)
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveProperty('value', 'Organizer')
    add(' karim ')
    await waitFor(() => expect(announced).toHaveBeenCalledWith({ accountId: ID, userId: helper.ID }))
    expect(requests.map((request) => request.body)).toEqual([{ Organizer: 'karim', Role: 'organizer' }])
    stop()
  })

  it('says "Organizer Already Added" beside the person when they already hold the role', async () => {
    stubApi({
      [`POST /api/account/organizer/${ID}`]: { status: 409, body: { message: 'Organizer Already Added' } },
    })
    renderInApp(<OrganizerAddForm account={account} />)
    add('karim')
    expect(await screen.findByText('Organizer Already Added')).toBeTruthy()
  })

  it("offers the organization's own roles once custom roles are on", async () => {
    const requests = stubApi({
      [`GET /api/account/role/${ID}`]: {
        body: [{ Role: 'organizer' }, { Role: 'collaborator' }, { Role: 'Usher' }],
      },
    })
    renderInApp(<OrganizerAddForm account={{ ...account, HasCustomRoles: true }} />)
    await waitFor(() =>
      expect(requests.map((request) => request.key)).toContain(`GET /api/account/role/${ID}`),
    )
    fireEvent.click(screen.getByRole('combobox', { name: 'Role' }))
    expect(await screen.findByRole('option', { name: /^Usher/ })).toBeTruthy()
  })

  it('says in one line what each role may do, in the picker and under it', async () => {
    stubApi({})
    renderInApp(<OrganizerAddForm account={account} />)
    const picker = screen.getByRole('combobox', { name: 'Role' })
    await waitFor(() => {
      const described = document.getElementById(picker.getAttribute('aria-describedby') ?? '')
      expect(described?.textContent).toBe(
        'Everything but: refund purchases, manage the team and roles, manage bank accounts',
      )
    })
    fireEvent.click(picker)
    const collaborator = await screen.findByRole('option', { name: /^Collaborator/ })
    expect(collaborator.textContent).toContain('May: sell at the counter, see purchases, check people in')
  })
})
