import pg from 'pg'

/**
 * What the soak checks in the database once the crowd has stopped, in the words of the issue that asked
 * for it: seats sold twice, paid purchases lost, check-ins lost, the ledger balanced. Each figure must be 0.
 * A seat is live while its purchase is paid and it was neither passed on, refunded nor voided
 * (docs/seat-states.md); a ticket's `sold` must count exactly those.
 */
export async function soakChecks(
  databaseUrl: string,
  sale: {
    eventIds: string[]
    /** Purchases a buyer saw paid; those the organizer refunded on purpose may be refunded. */
    paidSeen: string[]
    refundAsked: Set<string>
    /** Seats a door device was answered `checked-in`. */
    admitted: string[]
  },
) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const rows = async (text: string, values: unknown[]) => (await client.query(text, values)).rows
  try {
    const live = `p.status = 'paid' and i.transferred_at is null and i.refunded_at is null and i.voided_at is null`
    const tickets = await rows(
      `select t.id, t.capacity, t.sold, (select count(*)::int from purchase_items i join purchases p
         on p.id = i.purchase_id where i.ticket_id = t.id and ${live}) as live
       from tickets t where t.event_id = any($1)`,
      [sale.eventIds],
    )
    const [seats] = await rows(
      `select count(*)::int as n from (select i.seat_id from purchase_items i join purchases p
         on p.id = i.purchase_id where p.event_id = any($1) and i.seat_id is not null
         and (${live} or (p.status = 'pending' and i.held_until > now()))
       group by i.seat_id having count(*) > 1) twice`,
      [sale.eventIds],
    )
    const overCount = tickets.filter((t) => t.live > t.capacity || t.live !== t.sold).length
    const lost = await rows(
      `select id, status from purchases where id = any($1)
       and not (status = 'paid' or (status = 'refunded' and id = any($2)))`,
      [sale.paidSeen, [...sale.refundAsked]],
    )
    const [checkIns] = await rows(
      'select count(*)::int as n from purchase_items where id = any($1) and checked_in_at is null',
      [sale.admitted],
    )
    // Per bKash purchase: one sale entry of its total once paid (none otherwise), and refund entries
    // summing to the refunds bKash made.
    const [ledger] = await rows(
      `select count(*)::int as purchases, count(*) filter (where sale <> case when status in ('paid', 'refunded')
         then total else 0 end or -refunded <> done)::int as unbalanced
       from (select p.id, p.status, p.total,
         coalesce((select sum(amount) from ledger_entries l where l.purchase_id = p.id and l.kind = 'sale'), 0) as sale,
         coalesce((select sum(amount) from ledger_entries l where l.purchase_id = p.id and l.kind = 'refund'), 0)
           as refunded,
         coalesce((select sum(amount) from purchase_refunds r where r.purchase_id = p.id and r.status = 'done'), 0)
           as done
       from purchases p where p.event_id = any($1) and p.payment_method = 'bkash') money`,
      [sale.eventIds],
    )
    const [counts] = await rows(
      `select count(*) filter (where ${live})::int as live,
              count(*) filter (where i.refunded_at is not null)::int as refunded,
              count(*) filter (where i.transferred_at is not null)::int as transferred,
              count(*) filter (where i.checked_in_at is not null)::int as checked_in,
              count(*) filter (where i.seat_id is not null and ${live})::int as seated
       from purchase_items i join purchases p on p.id = i.purchase_id where p.event_id = any($1)`,
      [sale.eventIds],
    )
    return {
      seatsSoldTwice: seats.n + overCount,
      paidPurchasesLost: lost.length,
      checkInsLost: checkIns.n,
      ledgerUnbalanced: ledger.unbalanced,
      figures: { ...counts, 'bKash purchases in the ledger check': ledger.purchases },
      lostExamples: lost.slice(0, 5),
    }
  } finally {
    await client.end()
  }
}

/**
 * The metrics' view of the faults, summed over the instances (counters since each last started): holds
 * started, refused and expired, payment errors, and answers 5xx by route.
 */
export async function faultMetrics(instances: string[], token: string) {
  const metrics: Record<string, number> = {}
  for (const instance of instances) {
    const text = await fetch(`${instance}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then(
      (answer) => answer.text(),
      () => '',
    )
    for (const line of text.split('\n')) {
      const match = line.match(
        /^(mela_holds_\w+(?:\{[^}]*\})?|mela_payment_errors_total\{[^}]*\}|mela_http_request_duration_seconds_count\{[^}]*status="5\d\d"\}) (\S+)/,
      )
      if (match?.[1]) metrics[match[1]] = (metrics[match[1]] ?? 0) + Number(match[2])
    }
  }
  return metrics
}
