import { availableParallelism } from 'node:os'
import type { CpuSpent } from './cpu.ts'
import { percentile } from './http.ts'
import type { Buyer, CrowdTally } from './queue-crowd.ts'
import { spearman } from './stats.ts'

/** What the on-sale bench ran: `buyers` joined over `leadSeconds` before the opening, `late` after it. */
export type OnSaleSettings = { buyers: number; late: number; leadSeconds: number }

/**
 * The on-sale bench's tables: admission order against arrival, how passes were answered, polls and holds
 * served, and the CPU each hold cost while admitting.
 */
export function report({
  buyers,
  sale,
  positions,
  tally,
  cpu,
  seconds,
  settings,
}: {
  buyers: Buyer[]
  sale: { eventId: string }
  positions: Map<string, number>
  tally: CrowdTally
  cpu: CpuSpent | undefined
  seconds: { polling: number; admitting: number }
  settings: OnSaleSettings
}) {
  const { polls, holds, counts } = tally
  const placed = buyers.filter((b) => b.token && positions.has(b.token.split('.')[0] as string))
  const orderOf = (group: Buyer[]) => ({
    arrival: group.map((b) => b.arrival as number),
    admission: group.map((b) => positions.get((b.token as string).split('.')[0] as string) as number),
  })
  // Early or late as the server saw it: a join sent before the opening but answered after the draw
  // (a busy server) queued behind in arrival order, as it should.
  const beforeDraw = placed.filter((b) => b.beforeDraw)
  const afterDraw = placed.filter((b) => !b.beforeDraw)
  const early = orderOf(beforeDraw)
  const late = orderOf(afterDraw)
  polls.sort((a, b) => a - b)
  holds.sort((a, b) => a - b)
  const held = counts.honoured
  const round1 = (value: number) => Math.round(value * 10) / 10
  console.log(
    `event ${sale.eventId}: ${settings.buyers} buyers joined over ${settings.leadSeconds} s before the opening, ${settings.late} after it`,
  )
  console.table({
    'admission vs arrival (Spearman ρ)': {
      [`${beforeDraw.length} joined before the draw (goal ≈ 0)`]:
        Math.round(spearman(early.arrival, early.admission) * 1000) / 1000,
      [`${afterDraw.length} joined after it (goal ≈ 1)`]:
        Math.round(spearman(late.arrival, late.admission) * 1000) / 1000,
    },
  })
  console.table({
    passes: {
      'honoured (held)': held,
      'honoured, sold out': counts.soldOut,
      'refused (own pass)': counts.refused,
      'reused after buying: refused': counts.reusedRefused,
      'reused after buying: bought': counts.reusedBought,
      'no pass / forged: refused': counts.scriptsRefused,
      other: counts.other,
    },
  })
  console.table({
    polls: {
      'served after opening': polls.length,
      'per second': Math.round(polls.length / seconds.polling),
      'p50 ms': Math.round(percentile(polls, 50)),
      'p99 ms': Math.round(percentile(polls, 99)),
      errors: tally.pollErrors,
      'joins failed': tally.joinErrors,
    },
    'holds (admitted buyers)': {
      'served after opening': holds.length,
      'per second': Math.round(holds.length / seconds.admitting),
      'p50 ms': Math.round(percentile(holds, 50)),
      'p99 ms': Math.round(percentile(holds, 99)),
      errors: counts.other,
    },
  })
  if (cpu && held > 0) {
    const perHold = (ms: number) => round1(ms / held)
    console.log(
      `CPU ms per hold while admitting (the waiting crowd's polls included): Mela ${perHold(cpu.mela)}, PostgreSQL ${perHold(cpu.postgres)}, bKash sandbox ${perHold(cpu.sandbox)}, load generator ${perHold(cpu.load)}; ${availableParallelism()} cores`,
    )
  }
}
