/** product §2's event form steps, in order: the path each adds after /event/{action}/{eventId}. */
export const EVENT_STEPS = [
  { key: 'basics', path: '' },
  { key: 'metadata', path: '/metadata' },
  { key: 'tickets', path: '/ticket' },
  { key: 'questions', path: '/form' },
] as const
export type EventStep = (typeof EVENT_STEPS)[number]['key']

/** Where a step of an existing event lives; the event form keeps its create or edit action. */
export function eventStepPath(action: string, eventId: string, step: EventStep): string {
  const found = EVENT_STEPS.find((entry) => entry.key === step)
  return `/event/${action}/${encodeURIComponent(eventId)}${found?.path ?? ''}`
}

export const stepIndex = (step: EventStep) => EVENT_STEPS.findIndex((entry) => entry.key === step)
