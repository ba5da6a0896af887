import { useCallback, useEffect, useRef, useState } from 'react'
import { readStored, writeStored } from '../../lib/storage.ts'
import { answerFor, type DoorAnswer } from './door-answers.ts'
import type { StoredSeat } from './door-records.ts'
import { signal } from './feedback.ts'
import type { useDoor } from './use-door.ts'

const AUTO_KEY = 'mela.door.auto'

/**
 * The answer on the door's screen and what the staff do with it: a code read (scanned or typed) is
 * answered, a seat found by search answered and let in, and with "auto" on a valid code is let in at once.
 */
export function useDoorAnswer({ scan, checkIn }: Pick<ReturnType<typeof useDoor>, 'scan' | 'checkIn'>) {
  const [answer, setAnswer] = useState<DoorAnswer>()
  const [checkingIn, setCheckingIn] = useState(false)
  const [auto, setAuto] = useState(() => readStored(AUTO_KEY) === '1')
  const autoRef = useRef(auto)
  autoRef.current = auto
  const answerRef = useRef<HTMLDivElement>(null)

  const admit = useCallback(
    async (current: DoorAnswer) => {
      setCheckingIn(true)
      try {
        const next = await checkIn(current)
        setAnswer(next)
        if (next.kind !== current.kind) signal(next.kind)
      } finally {
        setCheckingIn(false)
      }
    },
    [checkIn],
  )

  const onCode = useCallback(
    async (text: string) => {
      const read = await scan(text)
      setAnswer(read)
      signal(read.kind)
      if (read.kind === 'valid' && autoRef.current) await admit(read)
    },
    [scan, admit],
  )

  /** A seat found by search: answered like a scan, and let in at once when it may come in. */
  const admitFound = useCallback(
    async (seat: StoredSeat) => {
      const read = answerFor(seat)
      setAnswer(read)
      if (read.kind === 'valid') await admit(read)
      else signal(read.kind)
    },
    [admit],
  )

  // A new answer is brought into view below the fixed header, wherever the door was scrolled to.
  useEffect(() => {
    if (answer) answerRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [answer])

  const toggleAuto = (on: boolean) => {
    setAuto(on)
    writeStored(AUTO_KEY, on ? '1' : '0')
  }

  const clear = () => setAnswer(undefined)
  return { answer, answerRef, checkingIn, admit, onCode, admitFound, auto, toggleAuto, clear }
}
