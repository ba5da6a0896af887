/** The editor's undo and redo: every change kept as a whole draft (drafts are small and shared structurally). */
export type History<T> = { past: T[]; present: T; future: T[] }

/** How many changes back undo reaches. */
export const UNDO_STEPS = 50

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] })

/** A new change: it can be undone; whatever had been undone can no longer be redone. */
export function record<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history
  return { past: [...history.past, history.present].slice(-UNDO_STEPS), present: next, future: [] }
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1]
  if (previous === undefined) return history
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] }
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future
  if (next === undefined) return history
  return { past: [...history.past, history.present], present: next, future }
}
