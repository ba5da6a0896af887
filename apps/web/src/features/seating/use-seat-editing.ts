import { localizeDigits } from '@mela/shared/digits'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { currentLanguage } from '../../lib/i18n.ts'
import type { Box } from '../../lib/seat-map/plan-layout.ts'
import {
  addRows,
  addSection,
  assignTicket,
  type Draft,
  lockedAmong,
  markAccessible,
  markBlocked,
  removeSeats,
  removeSection,
  renameSection,
  rowCount,
  rowSeatKeys,
  seatKeysInBox,
} from './plan-draft.ts'
import type { RowsSpec } from './row-generator.ts'
import type { SeatAction } from './selection-bar.tsx'

/**
 * The editor's chosen seats and every change made to the draft through them; each change goes to
 * `change`, which records it for undo.
 */
export function useSeatEditing(draft: Draft, change: (next: Draft) => void, t: TFunction<'seating'>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const toggle = (keys: string[]) => {
    const next = new Set(selected)
    const all = keys.every((key) => next.has(key))
    for (const key of keys) {
      if (all) next.delete(key)
      else next.add(key)
    }
    setSelected(next)
  }
  const act = (action: SeatAction) => {
    if (action.kind === 'clear') return setSelected(new Set())
    if (action.kind === 'assign') return change(assignTicket(draft, selected, action.ticketId))
    if (action.kind === 'accessible') return change(markAccessible(draft, selected, action.value))
    if (action.kind === 'blocked') return change(markBlocked(draft, selected, action.value))
    change(removeSeats(draft, selected))
    setSelected(new Set(lockedAmong(draft, selected).map((seat) => seat.key)))
  }
  return {
    selected,
    lockedCount: lockedAmong(draft, selected).length,
    clear: () => setSelected(new Set()),
    toggleSeat: (key: string) => toggle([key]),
    toggleRow: (rowKey: string) => toggle(rowSeatKeys(draft, rowKey)),
    addBox: (box: Box) => setSelected(new Set([...selected, ...seatKeysInBox(draft, box)])),
    act,
    addSection: () =>
      change(
        addSection(
          draft,
          t('sections.newName', { n: localizeDigits(String(draft.length + 1), currentLanguage()) }),
        ),
      ),
    renameSection: (key: string, name: string, bnName: string) =>
      change(renameSection(draft, key, name, bnName)),
    removeSection: (key: string) => change(removeSection(draft, key)),
    rowsIn: (sectionKey: string) => rowCount(draft, sectionKey),
    addRows: (sectionKey: string, spec: Omit<RowsSpec, 'origin'>, ticketId: string) =>
      change(addRows(draft, sectionKey, spec, ticketId)),
  }
}
