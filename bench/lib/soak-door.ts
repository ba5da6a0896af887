import { sleep } from './queue-crowd.ts'
import type { Traffic } from './soak-traffic.ts'

type Scan = { ItemID: string; Code: string; ScannedAt: string }

/**
 * A door device with the network gone: it reads the QR codes of the seats shown to it, keeps each
 * check-in in its own queue, and sends the queue (POST /checkin/sync) every few seconds, the same scans
 * again until an answer comes. Every seat it was answered `checked-in` must be let in in the database.
 */
export class DoorDevice {
  private readonly waiting: Scan[] = []
  /** Seats the server answered `checked-in` to this device. */
  readonly admitted = new Set<string>()
  duplicates = 0
  invalid = 0
  syncs = 0

  constructor(
    readonly name: string,
    private readonly traffic: Traffic,
    private readonly eventId: string,
    private readonly headers: Record<string, string>,
  ) {}

  /** A seat shown at this door `laterMs` from now (a holder trying a second door comes later). */
  scan(seat: { ID: string; Code: string }, laterMs = 0) {
    const at = new Date(Date.now() + laterMs).toISOString()
    setTimeout(() => this.waiting.push({ ItemID: seat.ID, Code: seat.Code, ScannedAt: at }), laterMs)
  }

  /** Scans never answered: the soak stopped and ten tries after it found no door. */
  get unsent() {
    return this.waiting.length
  }

  /** Sends what waits, until `stopped` and the queue is empty (or ten tries after the stop failed). */
  async run(stopped: () => boolean) {
    for (let late = 0; !stopped() || (this.waiting.length > 0 && late < 10); late += stopped() ? 1 : 0) {
      await sleep(2000)
      const scans = this.waiting.slice(0, 200)
      if (scans.length === 0) continue
      const answer = await this.traffic.request(`door sync (${this.name})`, '/api/checkin/sync', {
        body: { EventID: this.eventId, Scans: scans },
        headers: this.headers,
      })
      if (answer.status !== 200) continue
      this.syncs++
      this.waiting.splice(0, scans.length)
      for (const result of answer.body.Results as { ItemID: string; Result: string }[]) {
        if (result.Result === 'checked-in') this.admitted.add(result.ItemID)
        else if (result.Result === 'duplicate') this.duplicates++
        else this.invalid++
      }
    }
  }
}
