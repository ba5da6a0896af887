-- Reserved seats: their status, the seats an order takes, and their labels.
-- The present definition of these database functions: the single place to read and change them.
-- See README.md in this folder for how a change reaches the database (a generated migration).


-- A reserved seat's status, read from the purchase item that holds or owns it (docs/seat-states.md "A
-- reserved seat"): the seat row is never marked, so a refund, a void or an expired hold frees it
-- without writing it. One definition for the public plan, the hold and the counter.
CREATE OR REPLACE FUNCTION mela_seat_status(p_blocked boolean, p_item uuid, p_now timestamptz) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_status text;
BEGIN
  -- plpgsql, not sql: a plan read 2,000 times per plan build or best-available look is planned once.
  IF p_blocked THEN RETURN 'blocked'; END IF;
  IF p_item IS NULL THEN RETURN 'free'; END IF;
  SELECT CASE
      WHEN i.refunded_at IS NOT NULL OR i.voided_at IS NOT NULL THEN 'free'
      WHEN b.status = 'paid' THEN 'sold'
      WHEN b.status = 'pending' AND i.held_until > p_now THEN 'held'
      ELSE 'free' END
  INTO v_status
  FROM purchase_items i JOIN purchases b ON b.id = i.purchase_id
  WHERE i.id = p_item;
  RETURN coalesce(v_status, 'free');
END
$$;

-- The named seats locked in ID order (p_lock), and the labels of those that cannot be taken now (held,
-- sold or blocked), in plan order. Each seat is found by its key, one by one: a loop of exact key lookups
-- has one plan whatever the planner last knew (docs/decisions/seated-hold-cost.md).
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

-- A seat the organizer gave to another ticket after an order was priced is not taken at the old ticket's
-- price and count: under the tickets' locks the seats' tickets are read again. Answers the labels of the
-- seats (`p_seats`: [{ seatId, ticketId }]) no longer of the ticket named with them, or no longer on the
-- plan, in plan order.
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

-- The seats a purchase's new items name become theirs, each found by its key, and the plan's version
-- moves (its cache key).
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

-- Where a seat of the plan sits, as a purchase's answer names it: { section, sectionBn, row, seat, order }
-- (order: the section's, the row's and the seat's places in the plan), or NULL for no seat or one the plan
-- lost. Each row read by its whole key, so the answer to a hold never reads the hall
-- (docs/decisions/seated-hold-cost.md).
CREATE OR REPLACE FUNCTION mela_seat_place(p_event uuid, p_seat text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_seat record;
  v_row record;
  v_section record;
BEGIN
  IF p_seat IS NULL THEN RETURN NULL; END IF;
  SELECT s.row_id, s.number, s.position INTO v_seat FROM seats s WHERE s.event_id = p_event AND s.id = p_seat;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT r.label, r.position, r.section_id INTO v_row
  FROM seating_rows r WHERE r.event_id = p_event AND r.id = v_seat.row_id;
  SELECT c.name, c.bn->>'Name' AS bn, c.position INTO v_section
  FROM seating_sections c WHERE c.event_id = p_event AND c.id = v_row.section_id;
  RETURN jsonb_build_object('section', v_section.name, 'sectionBn', v_section.bn, 'row', v_row.label,
    'seat', v_seat.number, 'order', jsonb_build_array(v_section.position, v_row.position, v_seat.position));
END
$$;
