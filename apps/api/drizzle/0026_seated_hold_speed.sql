-- Moves with seating_plans.version on every change of a seat but a new hold (the app's purchaseSeatsChanged,
-- seatsChanged, savePlan): while it stands still, an instance's look at the hall is still true.
ALTER TABLE "seating_plans" ADD COLUMN "seats_changed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Seats and rate-limit keys found one by one through their keys (docs/decisions/seated-hold-cost.md,
-- "What a seated hold costs"). The statements these replace named the event and a list of IDs (`id = ANY (…)`, a join on the
-- order's seats, `key IN (SELECT …)`); their plans, made once per connection on a new database whose
-- tables were never analysed, read the event's every seat (2,000 rows) or every rate-limit key
-- to find two, several times a hold: `bench:seats` fetched 17 million seat rows for 900 holds. A loop of
-- exact key lookups has one plan whatever the planner last knew.
--
-- A seat's label as a buyer reads it: "Stalls C-12".
CREATE OR REPLACE FUNCTION mela_seat_label(p_event uuid, p_row text, p_number text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_place text;
BEGIN
  SELECT coalesce(c.name || ' ', '') || coalesce(r.label || '-', '') INTO v_place
  FROM seating_rows r LEFT JOIN seating_sections c ON c.event_id = r.event_id AND c.id = r.section_id
  WHERE r.event_id = p_event AND r.id = p_row;
  RETURN coalesce(v_place, '') || p_number;
END
$$;
--> statement-breakpoint
-- mela_seats_taken (migration 0019): the named seats locked in ID order (p_lock), and the labels of those
-- that cannot be taken now (held, sold or blocked), in plan order.
CREATE OR REPLACE FUNCTION mela_seats_taken(p_event uuid, p_seat_ids text[], p_now timestamptz,
  p_lock boolean DEFAULT true) RETURNS text[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_id text;
  v_seat record;
  v_taken jsonb := '[]'::jsonb;
BEGIN
  -- Without p_lock: a look that decides nothing, to turn a crowd away before it queues for the locks.
  FOR v_id IN SELECT DISTINCT id FROM unnest(p_seat_ids) AS id ORDER BY id LOOP
    IF p_lock THEN
      SELECT s.blocked, s.item_id, s.position, s.row_id, s.number INTO v_seat
      FROM seats s WHERE s.event_id = p_event AND s.id = v_id FOR UPDATE;
    ELSE
      SELECT s.blocked, s.item_id, s.position, s.row_id, s.number INTO v_seat
      FROM seats s WHERE s.event_id = p_event AND s.id = v_id;
    END IF;
    CONTINUE WHEN NOT FOUND OR mela_seat_status(v_seat.blocked, v_seat.item_id, p_now) = 'free';
    v_taken := v_taken || jsonb_build_object('position', v_seat.position,
      'label', mela_seat_label(p_event, v_seat.row_id, v_seat.number));
  END LOOP;
  RETURN ARRAY(SELECT t->>'label' FROM jsonb_array_elements(v_taken) AS t ORDER BY (t->>'position')::integer);
END
$$;
--> statement-breakpoint
-- mela_seats_moved (migration 0024): the labels of the seats (`p_seats`: [{ seatId, ticketId }]) no longer of
-- the ticket named with them, or no longer on the plan, in plan order.
CREATE OR REPLACE FUNCTION mela_seats_moved(p_event uuid, p_seats jsonb) RETURNS text[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_named record;
  v_seat record;
  v_moved jsonb := '[]'::jsonb;
BEGIN
  FOR v_named IN
    SELECT seat->>'seatId' AS id, (seat->>'ticketId')::uuid AS ticket_id
    FROM jsonb_array_elements(p_seats) AS seat WHERE seat->>'seatId' IS NOT NULL
  LOOP
    SELECT s.ticket_id, s.position, s.row_id, s.number INTO v_seat
    FROM seats s WHERE s.event_id = p_event AND s.id = v_named.id;
    -- A seat no longer on the plan (an order priced from a look read before the organizer removed it) is
    -- refused under its ID, never held as an item without a seat.
    IF NOT FOUND THEN
      v_moved := v_moved || jsonb_build_object('position', -1, 'label', v_named.id);
      CONTINUE;
    END IF;
    CONTINUE WHEN v_seat.ticket_id IS NOT DISTINCT FROM v_named.ticket_id;
    v_moved := v_moved || jsonb_build_object('position', v_seat.position,
      'label', mela_seat_label(p_event, v_seat.row_id, v_seat.number));
  END LOOP;
  RETURN ARRAY(SELECT t->>'label' FROM jsonb_array_elements(v_moved) AS t ORDER BY (t->>'position')::integer);
END
$$;
--> statement-breakpoint
-- mela_own_seats (migration 0019): the seats a purchase's new items name become theirs, each found by its key,
-- and the plan's version moves (its cache key).
CREATE OR REPLACE FUNCTION mela_own_seats(p_event uuid, p_purchase uuid, p_now timestamptz) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_item record;
  v_owned boolean := false;
BEGIN
  FOR v_item IN
    SELECT id, seat_id FROM purchase_items WHERE purchase_id = p_purchase AND seat_id IS NOT NULL
  LOOP
    UPDATE seats SET item_id = v_item.id WHERE event_id = p_event AND id = v_item.seat_id;
    v_owned := true;
  END LOOP;
  IF v_owned THEN
    UPDATE seating_plans SET version = version + 1, updated_at = p_now WHERE event_id = p_event;
  END IF;
END
$$;
--> statement-breakpoint
-- mela_start_purchases (migration 0021), its rate-limit keys locked one by one.
CREATE OR REPLACE FUNCTION mela_start_purchases(p jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_now timestamptz := (SELECT min((one->>'now')::timestamptz) FROM jsonb_array_elements(p) AS one);
  v_answers jsonb := '[]'::jsonb;
  v_one jsonb;
  v_key text;
BEGIN
  PERFORM set_config('lock_timeout', '3s', true);
  -- A key not counted yet is written as spent (reset_at now), so the hold's own count starts it afresh.
  INSERT INTO rate_limits (key, count, reset_at)
  SELECT DISTINCT l->>'key', 0, v_now
  FROM jsonb_array_elements(p) AS one, jsonb_array_elements(coalesce(one->'limits', '[]'::jsonb)) AS l
  ORDER BY 1
  ON CONFLICT (key) DO NOTHING;
  FOR v_key IN
    SELECT DISTINCT l->>'key' FROM jsonb_array_elements(p) AS one,
      jsonb_array_elements(coalesce(one->'limits', '[]'::jsonb)) AS l
    ORDER BY 1
  LOOP
    PERFORM 1 FROM rate_limits WHERE key = v_key FOR UPDATE;
  END LOOP;
  PERFORM 1 FROM queue_places WHERE id IN (
    SELECT (one->>'queuePlace')::uuid FROM jsonb_array_elements(p) AS one
  ) ORDER BY id FOR UPDATE;
  PERFORM 1 FROM tickets WHERE id IN (
    SELECT key::uuid FROM jsonb_array_elements(p) AS one, jsonb_object_keys(one->'demand') AS key
  ) ORDER BY id FOR UPDATE;
  PERFORM 1 FROM discounts WHERE id IN (
    SELECT (one->>'discountId')::uuid FROM jsonb_array_elements(p) AS one
  ) ORDER BY id FOR UPDATE;

  FOR v_one IN SELECT value FROM jsonb_array_elements(p) LOOP
    v_answers := v_answers || jsonb_build_array(mela_start_purchase(v_one));
  END LOOP;
  RETURN v_answers;
END
$$;
