-- The flash sale's decision in one call (ARCHITECTURE "Inventory, holds and payment"): the ticket rows
-- are locked only while the database itself checks seats left, the buyer's limits and the hold cap, the
-- discount's uses, and writes the purchase with one row per seat. Called as a single statement, so the
-- lock is released by its own commit and no round trip to the app server happens while it is held.
--
-- Each statement of a (volatile) plpgsql function reads a fresh snapshot, so the counts below are taken
-- after the locks are granted and see every hold the previous lock holder committed. One SQL statement
-- would not: its snapshot is older than the lock wait, and the holds made meanwhile would be missed.
--
-- Answers { purchase } (the new row) on success, or { code, ... } naming why the order does not fit; raises 55P03 when a
-- lock is not granted within 3 s.
CREATE OR REPLACE FUNCTION mela_hold_seats(p jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_now timestamptz := (p->>'now')::timestamptz;
  v_expires timestamptz := (p->>'expiresAt')::timestamptz;
  v_free boolean := (p->>'free')::boolean;
  v_user uuid := (p->>'userId')::uuid;
  v_event uuid := (p->>'eventId')::uuid;
  v_email text := p->>'guestEmail';
  v_discount uuid := (p->>'discountId')::uuid;
  v_ticket_ids uuid[];
  v_ticket record;
  v_wanted integer;
  v_held integer;
  v_left integer;
  v_mine jsonb;
  v_mine_held integer;
  v_uses integer;
  v_max_uses integer;
  v_purchase purchases%ROWTYPE;
BEGIN
  PERFORM set_config('lock_timeout', '3s', true);
  SELECT array_agg(key::uuid ORDER BY key::uuid) INTO v_ticket_ids FROM jsonb_object_keys(p->'demand') AS key;
  -- In ID order, so two orders touching the same tickets never deadlock.
  PERFORM 1 FROM tickets WHERE id = ANY (v_ticket_ids) ORDER BY id FOR UPDATE;

  FOR v_ticket IN
    SELECT id, capacity, sold, limit_per_user, section, category FROM tickets
    WHERE id = ANY (v_ticket_ids) ORDER BY id
  LOOP
    v_wanted := (p->'demand'->>v_ticket.id::text)::integer;
    SELECT count(*) INTO v_held FROM purchase_items
    WHERE ticket_id = v_ticket.id AND held_until > v_now;
    v_left := v_ticket.capacity - v_ticket.sold - v_held;
    IF v_wanted > v_left THEN
      IF v_left > 0 THEN
        RETURN jsonb_build_object('code', 'ONLY_LEFT', 'left', v_left,
          'ticket', v_ticket.section || ' ' || v_ticket.category);
      END IF;
      IF v_ticket.sold < v_ticket.capacity AND v_held > 0 THEN
        RETURN jsonb_build_object('code', 'SEATS_IN_CARTS', 'until',
          (SELECT min(held_until) FROM purchase_items WHERE ticket_id = v_ticket.id AND held_until > v_now));
      END IF;
      RETURN jsonb_build_object('code', 'SOLD_OUT');
    END IF;
  END LOOP;

  -- The buyer's seats of this event: the user's own and, for a guest, every guest's with the same phone
  -- or e-mail, so checking out again as a "new" guest dodges neither LimitPerUser nor the hold cap.
  SELECT coalesce(jsonb_object_agg(ticket_id, seats), '{}'::jsonb), coalesce(sum(held), 0)
  INTO v_mine, v_mine_held
  FROM (
    SELECT i.ticket_id,
      count(*) FILTER (WHERE b.status = 'paid' OR (b.status = 'pending' AND b.expires_at > v_now)) AS seats,
      count(*) FILTER (WHERE b.status = 'pending' AND b.expires_at > v_now) AS held
    FROM purchase_items i JOIN purchases b ON b.id = i.purchase_id
    WHERE b.event_id = v_event AND (
      b.user_id IN (
        SELECT u.id FROM users u
        WHERE u.id = v_user OR (u.kind = 'guest' AND u.phone = (
          SELECT g.phone FROM users g WHERE g.id = v_user AND g.kind = 'guest')))
      OR (v_email IS NOT NULL AND lower(b.buyer->>'Email') = lower(v_email)))
    GROUP BY i.ticket_id
  ) AS mine;

  FOR v_ticket IN
    SELECT id, limit_per_user, section, category FROM tickets
    WHERE id = ANY (v_ticket_ids) AND coalesce(limit_per_user, 0) > 0 ORDER BY id
  LOOP
    IF coalesce((v_mine->>v_ticket.id::text)::integer, 0) + (p->'demand'->>v_ticket.id::text)::integer
       > v_ticket.limit_per_user THEN
      RETURN jsonb_build_object('code', 'OVER_LIMIT', 'limit', v_ticket.limit_per_user,
        'ticket', v_ticket.section || ' ' || v_ticket.category);
    END IF;
  END LOOP;

  IF NOT v_free AND v_mine_held + (p->>'seatCount')::integer > (p->>'holdCap')::integer THEN
    RETURN jsonb_build_object('code', 'HOLD_CAP');
  END IF;

  -- Uses are purchases paid or still holding, counted under the discount's lock.
  IF v_discount IS NOT NULL THEN
    SELECT max_uses INTO v_max_uses FROM discounts WHERE id = v_discount FOR UPDATE;
    SELECT count(*) INTO v_uses FROM purchases
    WHERE discount_id = v_discount
      AND (status = 'paid' OR (status = 'pending' AND expires_at > v_now));
    IF v_max_uses IS NULL OR v_uses >= v_max_uses THEN
      RETURN jsonb_build_object('code', 'CODE_USED_UP');
    END IF;
  END IF;

  INSERT INTO purchases (event_id, user_id, status, payment_method, subtotal, discount_amount, total,
    discount_id, lines, answers, buyer, expires_at, paid_at, created_at)
  VALUES (v_event, v_user, CASE WHEN v_free THEN 'paid' ELSE 'pending' END, p->>'paymentMethod',
    (p->>'subtotal')::integer, (p->>'discountAmount')::integer, (p->>'total')::integer, v_discount,
    p->'lines', p->'answers', nullif(p->'buyer', 'null'::jsonb), v_expires,
    CASE WHEN v_free THEN v_now END, v_now)
  RETURNING * INTO v_purchase;

  INSERT INTO purchase_items (purchase_id, ticket_id, bundle_id, price, held_until)
  SELECT v_purchase.id, (seat->>'ticketId')::uuid, (seat->>'bundleId')::uuid, (seat->>'price')::integer,
    CASE WHEN v_free THEN NULL ELSE v_expires END
  FROM jsonb_array_elements(p->'seats') AS seat, generate_series(1, (seat->>'quantity')::integer);

  IF v_free THEN
    UPDATE tickets SET sold = sold + (p->'demand'->>tickets.id::text)::integer
    WHERE id = ANY (v_ticket_ids);
  END IF;
  RETURN jsonb_build_object('purchase', to_jsonb(v_purchase));
END
$$;
