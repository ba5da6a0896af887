import { afterEach, describe, expect, it } from 'vitest'
import { clearSession, saveSession } from '../session.ts'
import {
  closeSidebar,
  getSidebarState,
  openSidebar,
  registerSidebarForm,
  setShowSidebar,
  setSidebarDirty,
} from './sidebar-store.ts'

declare module './sidebar-store.ts' {
  interface SidebarForms {
    'test-form': { name: string }
  }
}

registerSidebarForm('test-form', { Component: () => null, title: ({ name }) => `Edit ${name}` })

describe('sidebar', () => {
  afterEach(() => {
    closeSidebar()
    clearSession()
  })

  it('refuses to be shown directly', () => {
    expect(() => setShowSidebar(true)).toThrow('Cannot set showSidebar to true')
    expect(getSidebarState().shown).toBe(false)
  })

  it('is shown by opening a form in it, and hidden by setting it to not shown', () => {
    openSidebar({ form: 'test-form', props: { name: 'Dhaka Live' } })
    expect(getSidebarState()).toMatchObject({ shown: true, request: { props: { name: 'Dhaka Live' } } })
    setShowSidebar(false)
    expect(getSidebarState()).toMatchObject({ shown: false, request: null })
  })

  it('starts every opened form afresh, without the last one’s unsaved flag', () => {
    openSidebar({ form: 'test-form', props: { name: 'A' } })
    const first = getSidebarState().key
    setSidebarDirty(true)
    openSidebar({ form: 'test-form', props: { name: 'B' } })
    expect(getSidebarState().key).not.toBe(first)
    expect(getSidebarState().dirty).toBe(false)
  })

  it('closes when the user signs out', () => {
    saveSession({ Username: 'rahim' }, 'token')
    openSidebar({ form: 'test-form', props: { name: 'Dhaka Live' } })
    setSidebarDirty(true)
    clearSession()
    expect(getSidebarState()).toMatchObject({ shown: false, request: null, dirty: false })
  })

  it('stays open while the user stays signed in', () => {
    saveSession({ Username: 'rahim' }, 'token')
    openSidebar({ form: 'test-form', props: { name: 'Dhaka Live' } })
    saveSession({ Username: 'rahim', FirstName: 'Rahim' }, 'token')
    expect(getSidebarState().shown).toBe(true)
  })
})
