import type { SeatingPlan } from '@mela/shared/seating'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database.ts'
import { EncodedReply } from '../../lib/encoded-reply.ts'
import { planVersion, readPlan } from './plan-view.ts'

type Entry = { reply: EncodedReply; version: number; checked: number; firstHoldEnds?: Date }

/**
 * The public plans of this instance (docs/decisions/seating-plans.md): built once per version of an
 * event's plan and compressed once, so a flash sale's viewers do not each read 2,000 seats. The version is
 * read again at most every `checkMs`; a plan is built again when it moved or when its first hold ran out
 * (an expiry frees a seat without moving the version).
 */
export class SeatingCache {
  private readonly entries = new Map<string, Entry>()
  private readonly building = new Map<string, Promise<Entry | undefined>>()

  constructor(
    private readonly db: Db,
    private readonly checkMs = 2000,
    private readonly maxPlans = 200,
  ) {}

  /** The plan's answer, or undefined when the event has no plan. */
  async answer(eventId: string, now = new Date()): Promise<EncodedReply | undefined> {
    const entry = this.entries.get(eventId)
    const fresh = (e: Entry) => !e.firstHoldEnds || now < e.firstHoldEnds
    if (entry && fresh(entry) && now.getTime() - entry.checked < this.checkMs) return entry.reply
    const version = await planVersion(this.db, eventId)
    if (version === undefined) {
      this.entries.delete(eventId)
      return undefined
    }
    if (entry && entry.version === version && fresh(entry)) {
      entry.checked = now.getTime()
      return entry.reply
    }
    return (await this.build(eventId, now, version))?.reply
  }

  /**
   * The plan itself, from the same cached answer (the server-rendered event page draws it); undefined
   * when the event has no plan. Read back from the answer rather than kept twice in memory.
   */
  async plan(eventId: string, now = new Date()): Promise<SeatingPlan | undefined> {
    const reply = await this.answer(eventId, now)
    return reply && (JSON.parse(reply.body.toString('utf8')) as SeatingPlan)
  }

  /** Forgets a plan this instance just changed. */
  forget(eventId: string) {
    this.entries.delete(eventId)
  }

  /** This instance answered a write (a hold, a payment, a refund …): every plan's version is read again. */
  changed() {
    for (const entry of this.entries.values()) entry.checked = 0
  }

  private build(eventId: string, now: Date, version: number) {
    const running = this.building.get(eventId)
    if (running) return running
    const made = readPlan(this.db, eventId, now, version)
      .then((read) => {
        if (!read) return undefined
        const body = Buffer.from(JSON.stringify(read.plan))
        const entry: Entry = {
          reply: new EncodedReply(body, `"${read.plan.Version}"`),
          version: read.version,
          checked: now.getTime(),
          firstHoldEnds: read.firstHoldEnds,
        }
        if (this.entries.size >= this.maxPlans) this.entries.delete(this.entries.keys().next().value ?? '')
        this.entries.set(eventId, entry)
        return entry
      })
      .finally(() => this.building.delete(eventId))
    this.building.set(eventId, made)
    return made
  }
}

/**
 * The instance's plan cache, told of every write this instance answers so its own buyers see their seats
 * at once; other instances' writes show within `checkMs`.
 */
export function registerSeatingCache(app: FastifyInstance, db: Db) {
  const cache = new SeatingCache(db)
  app.decorate('seatingCache', cache)
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') cache.changed()
    done(null, payload)
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    seatingCache: SeatingCache
  }
}
