import type { Organization } from '@mela/shared/organization'
import { useEffect, useRef } from 'react'

/**
 * product §4's app events: what a form announces when it has saved something, so that the lists
 * showing it refresh (by invalidating their queries) without the form knowing who shows them.
 */
export type AppEvents = {
  'account:new': { account: Organization }
  'account:update': { account: Organization }
  'ticket:new': { eventId: string }
  'ticket:edit': { eventId: string }
  'bundle:new': { eventId: string }
  'bundle:edit': { eventId: string }
  'discount:new': { eventId: string }
  'discount:edit': { eventId: string }
  'collectible:new': { eventId: string }
  'performer:new': { performerId: string }
  'performer:edit': { performerId: string }
  'organizer:add': { accountId: string; userId: string }
  'organizer:remove': { accountId: string; userId: string }
  'bank-account:new': { accountId: string }
}

export type AppEventName = keyof AppEvents
type Handler<K extends AppEventName> = (payload: AppEvents[K]) => void

const handlers = new Map<AppEventName, Set<Handler<never>>>()

/** Calls `handler` on every `name` event until the returned function is called. */
export function onAppEvent<K extends AppEventName>(name: K, handler: Handler<K>): () => void {
  const set = handlers.get(name) ?? new Set()
  handlers.set(name, set)
  set.add(handler as Handler<never>)
  return () => {
    set.delete(handler as Handler<never>)
  }
}

export function emitAppEvent<K extends AppEventName>(name: K, payload: AppEvents[K]) {
  // A copy: a handler that unsubscribes while running must not skip its neighbours.
  for (const handler of [...(handlers.get(name) ?? [])]) (handler as Handler<K>)(payload)
}

/** Listens while the component is mounted; the latest `handler` is called, so it need not be memoised. */
export function useAppEvent<K extends AppEventName>(name: K, handler: Handler<K>) {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => onAppEvent(name, (payload) => latest.current(payload)), [name])
}
