import type { Organization } from '@mela/shared/organization'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onAppEvent } from '../../lib/app-events.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { getSidebarState, openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { i18n } from './locales/translation.ts'
import { OrganizationForm } from './organization-form.tsx'
import './sidebar-forms.ts'
import { renderInApp, stubApi } from '../../test/test-app.tsx'

vi.mock('../../lib/notify.ts', async (original) => ({
  ...(await original<typeof import('../../lib/notify.ts')>()),
  notifySuccess: vi.fn(),
}))

const ID = '11111111-1111-4111-8111-111111111111'
const person = {
  ID: '22222222-2222-4222-8222-222222222222',
  Username: 'rahim',
  FirstName: 'Rahim',
  LastName: '',
}
const account: Organization = {
  ID,
  Name: 'Dhaka Live',
  FeedURL: 'dhakalive',
  FacebookURL: null,
  ImageURL: null,
  BrandStatement: 'Concerts',
  Email: null,
  Phone: null,
  Address: null,
  Website: null,
  Verified: false,
  EnableCollectibles: false,
  EnableCashSell: true,
  HasCustomRoles: true,
  Owner: person,
  Organizers: [],
  Role: 'owner',
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

describe('organization form', () => {
  afterEach(async () => {
    cleanup()
    vi.mocked(notifySuccess).mockClear()
    await i18n.changeLanguage('en')
  })

  it('creates with trimmed values and no empty Feed URL, then announces it and closes', async () => {
    const requests = stubApi({ 'POST /api/account': { body: account } })
    const announced = vi.fn()
    const stop = onAppEvent('account:new', announced)
    openSidebar({ form: 'account', props: {} })
    renderInApp(<OrganizationForm />)
    fireEvent.change(field('Name'), { target: { value: '  Dhaka Live  ' } })
    fireEvent.change(field('Feed URL'), { target: { value: '' } })
    submit('Create organization')

    await waitFor(() => expect(getSidebarState().shown).toBe(false))
    expect(requests[0]?.body).toEqual({
      Name: 'Dhaka Live',
      EnableCollectibles: false,
      EnableCashSell: false,
      HasCustomRoles: false,
    })
    expect(notifySuccess).toHaveBeenCalledWith('Organization Dhaka Live is created successfully')
    expect(announced).toHaveBeenCalledWith({ account })
    stop()
  })

  it('updates by sending every field and flag again', async () => {
    const requests = stubApi({ [`PUT /api/account/${ID}`]: { body: account } })
    renderInApp(<OrganizationForm account={account} />)
    fireEvent.click(screen.getByRole('switch', { name: /Collectibles/ }))
    submit('Save changes')

    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('Organization Dhaka Live is updated successfully'),
    )
    expect(requests[0]?.body).toEqual({
      Name: 'Dhaka Live',
      FeedURL: 'dhakalive',
      BrandStatement: 'Concerts',
      EnableCollectibles: true,
      EnableCashSell: true,
      HasCustomRoles: true,
    })
  })

  it('suggests a Feed URL in Latin letters from a Bengali name, until the organizer writes their own', async () => {
    const requests = stubApi({ 'POST /api/account': { body: account } })
    renderInApp(<OrganizationForm />)
    fireEvent.change(field('Name'), { target: { value: 'ঢাকা' } })
    expect((field('Feed URL') as HTMLInputElement).value).toBe('dhaka')
    fireEvent.change(field('Name'), { target: { value: 'ঢাকা লাইভ' } })
    expect((field('Feed URL') as HTMLInputElement).value).toBe('dhakalaibh')
    fireEvent.change(field('Feed URL'), { target: { value: 'dhakalive' } })
    fireEvent.change(field('Name'), { target: { value: 'ঢাকা লাইভ ২০২৬' } })
    expect((field('Feed URL') as HTMLInputElement).value).toBe('dhakalive')
    submit('Create organization')
    await waitFor(() =>
      expect(requests[0]?.body).toMatchObject({ Name: 'ঢাকা লাইভ ২০২৬', FeedURL: 'dhakalive' }),
    )
  })

  it('leaves the Feed URL of an organization being edited alone when its name changes', () => {
    stubApi({})
    renderInApp(<OrganizationForm account={{ ...account, FeedURL: null }} />)
    fireEvent.change(field('Name'), { target: { value: 'ঢাকা লাইভ' } })
    expect((field('Feed URL') as HTMLInputElement).value).toBe('')
  })

  it('refuses a Feed URL with symbols in the product’s words, without asking the server', async () => {
    const requests = stubApi({})
    renderInApp(<OrganizationForm />)
    fireEvent.change(field('Name'), { target: { value: 'Dhaka Live' } })
    fireEvent.change(field('Feed URL'), { target: { value: 'dhaka-live' } })
    submit('Create organization')
    expect(await screen.findByText('URL can only contain alphabets and numbers')).toBeTruthy()
    expect(requests).toEqual([])
  })

  it("shows the server's field error beside its field, in the interface language", async () => {
    stubApi({ [`PUT /api/account/${ID}`]: { status: 400, body: { FeedURL: 'This URL is already taken' } } })
    await i18n.changeLanguage('bn')
    renderInApp(<OrganizationForm account={account} />)
    submit('পরিবর্তন সংরক্ষণ করুন')
    expect(await screen.findByText('এই URL আগেই নেওয়া হয়েছে')).toBeTruthy()
  })

  it('offers the role manager only when the organization has custom roles', () => {
    stubApi({})
    renderInApp(<OrganizationForm account={{ ...account, HasCustomRoles: false }} />)
    expect(screen.queryByRole('link', { name: 'Open Role Manager' })).toBeNull()
    cleanup()
    renderInApp(<OrganizationForm account={account} />)
    expect(screen.getByRole('link', { name: 'Open Role Manager' }).getAttribute('href')).toBe(
      `/organization/${ID}/role`,
    )
  })
})
