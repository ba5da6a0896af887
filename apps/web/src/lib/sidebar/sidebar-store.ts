import { type ComponentType, useEffect, useSyncExternalStore } from 'react'
import { getSession, subscribeSession } from '../session.ts'

/**
 * The forms the sidebar can host, name → props. Each feature adds its own by declaration merging
 * (`declare module '…/sidebar-store.ts' { interface SidebarForms { account: OrganizationFormProps } }`)
 * and registers the component with registerSidebarForm.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the features through declaration merging
export interface SidebarForms {}

export type SidebarFormName = keyof SidebarForms
export type SidebarRequest = { [K in SidebarFormName]: { form: K; props: SidebarForms[K] } }[SidebarFormName]

type SidebarForm<P> = {
  Component: ComponentType<P>
  /** The drawer's heading, in the current language. */
  title: (props: P) => string
}

export type SidebarState = {
  shown: boolean
  request: SidebarRequest | null
  /** The hosted form has edits not yet saved: closing asks first. */
  dirty: boolean
  /** Changes with every openSidebar, so a newly opened form starts afresh. */
  key: number
}

const forms = new Map<SidebarFormName, SidebarForm<never>>()
let state: SidebarState = { shown: false, request: null, dirty: false, key: 0 }
const listeners = new Set<() => void>()

function update(change: Partial<SidebarState>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

export function registerSidebarForm<K extends SidebarFormName>(name: K, form: SidebarForm<SidebarForms[K]>) {
  forms.set(name, form as SidebarForm<never>)
}

export function sidebarFormOf(name: SidebarFormName): SidebarForm<unknown> | undefined {
  return forms.get(name) as SidebarForm<unknown> | undefined
}

/** Shows one form in the sidebar, replacing whatever it showed. */
export function openSidebar(request: SidebarRequest) {
  if (!forms.has(request.form)) throw new Error(`No sidebar form named ${String(request.form)}`)
  update({ shown: true, request, dirty: false, key: state.key + 1 })
}

export function closeSidebar() {
  update({ shown: false, request: null, dirty: false })
}

/** product §2: the sidebar is shown only by opening a form in it, never by flipping its flag. */
export function setShowSidebar(shown: boolean) {
  if (shown) throw new Error('Cannot set showSidebar to true')
  closeSidebar()
}

export function setSidebarDirty(dirty: boolean) {
  if (state.dirty !== dirty) update({ dirty })
}

export function getSidebarState(): SidebarState {
  return state
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useSidebar(): SidebarState {
  return useSyncExternalStore(subscribe, getSidebarState)
}

/** Tells the sidebar whether the hosted form has unsaved edits, for as long as the form is shown. */
export function useSidebarDirty(dirty: boolean) {
  useEffect(() => setSidebarDirty(dirty), [dirty])
  useEffect(() => () => setSidebarDirty(false), [])
}

// product §2: every sidebar dialog closes when the user signs out (here or in another tab).
subscribeSession(() => {
  if (!getSession().user && state.shown) closeSidebar()
})
