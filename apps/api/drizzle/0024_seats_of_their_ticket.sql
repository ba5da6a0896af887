-- A seat the organizer gave to another ticket after an order was priced is not taken at the old ticket's
-- price and count (issue 32): the app reads the picked seats' tickets before it takes the tickets' locks, and
-- best available chooses from a look half a second old, so a plan saved meanwhile could leave a ticket's item
-- on another ticket's seat. Under the locks of the tickets the order names (every plan save takes them all),
-- the seats' tickets are read again; a seat moved is refused like a seat taken, with its label, and best
-- available chooses again. Answers the labels of the seats (`p_seats`: [{ seatId, ticketId }]) that are no
-- longer of the ticket named with them.
CREATE OR REPLACE FUNCTION mela_seats_moved(p_event uuid, p_seats jsonb) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(coalesce(c.name || ' ', '') || coalesce(r.label || '-', '') || s.number
    ORDER BY s.position), '{}')
  FROM jsonb_array_elements(p_seats) AS seat
  JOIN seats s ON s.event_id = p_event AND s.id = seat->>'seatId'
  LEFT JOIN seating_rows r ON r.event_id = s.event_id AND r.id = s.row_id
  LEFT JOIN seating_sections c ON c.event_id = r.event_id AND c.id = r.section_id
  WHERE s.ticket_id IS DISTINCT FROM (seat->>'ticketId')::uuid;
$$;
--> statement-breakpoint
-- mela_order_refusal (migration 0020), which every hold asks under the tickets' locks: a picked or chosen
-- seat must be free and still of the ticket the order priced it on.
CREATE OR REPLACE FUNCTION mela_order_refusal(p jsonb, p_now timestamptz, p_lock boolean) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_seat_ids text[];
  v_taken text[];
  v_ticket record;
  v_wanted integer;
  v_held integer;
  v_left integer;
BEGIN
  SELECT coalesce(array_agg(seat->>'seatId'), '{}') INTO v_seat_ids
  FROM jsonb_array_elements(p->'seats') AS seat WHERE seat->>'seatId' IS NOT NULL;
  IF cardinality(v_seat_ids) > 0 THEN
    v_taken := mela_seats_taken((p->>'eventId')::uuid, v_seat_ids, p_now, p_lock);
    IF cardinality(v_taken) > 0 THEN
      RETURN jsonb_build_object('code', 'SEAT_TAKEN', 'seats', array_to_string(v_taken, ', '));
    END IF;
    v_taken := mela_seats_moved((p->>'eventId')::uuid, p->'seats');
    IF cardinality(v_taken) > 0 THEN
      RETURN jsonb_build_object('code', 'SEAT_TAKEN', 'seats', array_to_string(v_taken, ', '));
    END IF;
  END IF;

  FOR v_ticket IN
    SELECT id, capacity, sold, held_upper, section, category FROM tickets
    WHERE id IN (SELECT key::uuid FROM jsonb_object_keys(p->'demand') AS key) ORDER BY id
  LOOP
    v_wanted := (p->'demand'->>v_ticket.id::text)::integer;
    -- Fits under the holds' upper bound: no need to count them (a flash sale's common case).
    CONTINUE WHEN v_wanted <= v_ticket.capacity - v_ticket.sold - v_ticket.held_upper;
    -- Counted no further than the seats not sold: past that, nothing is left whatever the rest.
    SELECT count(*) INTO v_held FROM (
      SELECT 1 FROM purchase_items WHERE ticket_id = v_ticket.id AND held_until > p_now
      LIMIT greatest(v_ticket.capacity - v_ticket.sold, 0)) AS live;
    -- An exact count, under the lock, is the new bound (a capped one is not exact, so it is not kept).
    IF p_lock AND v_held < v_ticket.capacity - v_ticket.sold THEN
      UPDATE tickets SET held_upper = v_held WHERE id = v_ticket.id;
    END IF;
    v_left := v_ticket.capacity - v_ticket.sold - v_held;
    CONTINUE WHEN v_wanted <= v_left;
    IF v_left > 0 THEN
      RETURN jsonb_build_object('code', 'ONLY_LEFT', 'left', v_left,
        'ticket', v_ticket.section || ' ' || v_ticket.category);
    END IF;
    IF v_ticket.sold < v_ticket.capacity AND v_held > 0 THEN
      RETURN jsonb_build_object('code', 'SEATS_IN_CARTS', 'until',
        (SELECT min(held_until) FROM purchase_items WHERE ticket_id = v_ticket.id AND held_until > p_now));
    END IF;
    RETURN jsonb_build_object('code', 'SOLD_OUT');
  END LOOP;
  RETURN NULL;
END
$$;
