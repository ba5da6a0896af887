-- The hold rule: what POST /purchase asks the database (docs/hold-rule.md).
-- The present definition of these database functions: the single place to read and change them.
-- See README.md in this folder for how a change reaches the database (a generated migration).


-- Holds that arrive together at one instance for one event, taken in one transaction
-- (docs/decisions/hold-batches.md): the app sends the buyers waiting while its last statement ran as one
-- array, and each is answered as mela_start_purchase answers it alone, in the order given, each seeing the
-- writes of those before it. Every row the batch will lock is locked first, in the order a single hold
-- takes them (rate-limit keys one by one, queue passes, tickets, discounts, each in ID order), so two
-- batches, or a batch and a single hold, never wait on each other in a circle. A batch that fails writes
-- nothing; the app then asks for each hold alone.
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

-- A buyer's whole "Buy" in one call and one transaction: the purchase rate limits counted, a guest's
-- phone that already holds seats asked for its code, the event still on sale, the queue pass still
-- unspent, a first check without locks (mela_order_refusal), the guest's account, the hold
-- (mela_hold_seats), the pass spent and the guest's session, then the purchase with its items as the
-- buyer sees them. A refusal after the guest was written takes the guest back, so only the rate limits'
-- counts outlive a refused order.
--
-- p (typed in apps/api/src/modules/checkout/start-purchase-request.ts): what mela_hold_seats takes,
-- without userId for a guest, and
--   limits        [{ key, max, windowSeconds }]  counted first, refused when any is over its max
--   phoneToProve  a guest's phone not proven by a code in this request, or null
--   queuePlace    the place whose pass the request carries (its signature checked by the app), or null
--   guest         { username, firstName, lastName, phone, language } for a buyer not signed in, or null
--   session       { tokenHash, userAgent, expiresAt } for that guest, or null
--   bundlePrices  { bundleId: price } the order was priced with
-- Answers { purchase, items: [{ item, ticket, place }], guest } or { code, ... } (place: mela_seat_place).
CREATE OR REPLACE FUNCTION mela_start_purchase(p jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_now timestamptz := (p->>'now')::timestamptz;
  v_event uuid := (p->>'eventId')::uuid;
  v_place uuid := (p->>'queuePlace')::uuid;
  v_limit record;
  v_count integer;
  v_over boolean := false;
  v_holder record;
  v_on_sale boolean;
  v_refusal jsonb;
  v_guest users%ROWTYPE;
  v_user uuid := (p->>'userId')::uuid;
  v_hold jsonb;
  v_purchase uuid;
BEGIN
  PERFORM set_config('lock_timeout', '3s', true);
  FOR v_limit IN
    SELECT * FROM jsonb_to_recordset(coalesce(p->'limits', '[]'::jsonb))
      AS l(key text, max integer, "windowSeconds" integer)
    ORDER BY key
  LOOP
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (v_limit.key, 1, v_now + make_interval(secs => v_limit."windowSeconds"))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= v_now THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= v_now THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count INTO v_count;
    v_over := v_over OR v_count > v_limit.max;
  END LOOP;
  IF v_over THEN
    RETURN jsonb_build_object('code', 'RATE_LIMITED');
  END IF;

  -- One hold per unproven phone: the app sends the code to the holder and asks for it.
  IF p->>'phoneToProve' IS NOT NULL THEN
    SELECT u.id, u.language INTO v_holder FROM users u JOIN purchases b ON b.user_id = u.id
    WHERE u.kind = 'guest' AND u.phone = p->>'phoneToProve'
      AND b.status = 'pending' AND b.expires_at > v_now
    LIMIT 1;
    IF FOUND THEN
      RETURN jsonb_build_object('code', 'PHONE_CODE_NEEDED', 'holder', v_holder.id, 'language', v_holder.language);
    END IF;
  END IF;

  SELECT published_at IS NOT NULL AND hidden_at IS NULL AND ends_at > v_now INTO v_on_sale
  FROM events WHERE id = v_event;
  IF v_on_sale IS NOT TRUE THEN
    RETURN jsonb_build_object('code', 'NOT_ON_SALE');
  END IF;

  -- Locked until this purchase commits: of two purchases with one pass, the second finds it spent.
  IF v_place IS NOT NULL THEN
    PERFORM 1 FROM queue_places WHERE id = v_place AND event_id = v_event AND used_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN
      RETURN jsonb_build_object('code', 'QUEUE_REQUIRED');
    END IF;
  END IF;

  v_refusal := mela_order_refusal(p, v_now, false);
  IF v_refusal IS NOT NULL THEN
    RETURN v_refusal;
  END IF;

  IF p->'guest' IS NOT NULL AND p->'guest' <> 'null'::jsonb THEN
    INSERT INTO users (username, first_name, last_name, phone, kind, language)
    VALUES (p->'guest'->>'username', p->'guest'->>'firstName', p->'guest'->>'lastName',
      p->'guest'->>'phone', 'guest', p->'guest'->>'language')
    RETURNING * INTO v_guest;
    v_user := v_guest.id;
  END IF;

  v_hold := mela_hold_seats(p || jsonb_build_object('userId', v_user));
  IF v_hold ? 'code' THEN
    IF v_guest.id IS NOT NULL THEN
      DELETE FROM users WHERE id = v_guest.id;
    END IF;
    RETURN v_hold;
  END IF;
  v_purchase := (v_hold->'purchase'->>'id')::uuid;

  IF v_place IS NOT NULL THEN
    UPDATE queue_places SET used_at = v_now WHERE id = v_place;
  END IF;
  IF v_guest.id IS NOT NULL AND p->'session' IS NOT NULL AND p->'session' <> 'null'::jsonb THEN
    INSERT INTO sessions (user_id, token_hash, user_agent, created_at, last_seen_at, expires_at)
    VALUES (v_guest.id, p->'session'->>'tokenHash', p->'session'->>'userAgent', v_now, v_now,
      (p->'session'->>'expiresAt')::timestamptz);
  END IF;

  RETURN v_hold || jsonb_build_object(
    'guest', CASE WHEN v_guest.id IS NULL THEN NULL ELSE to_jsonb(v_guest) END,
    'items', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('item', to_jsonb(i), 'ticket', to_jsonb(t),
          'place', mela_seat_place(v_event, i.seat_id))
        ORDER BY t.position, i.id), '[]'::jsonb)
      FROM purchase_items i JOIN tickets t ON t.id = i.ticket_id
      WHERE i.purchase_id = v_purchase));
END
$$;

-- Whether an order fits what is left: every picked or chosen seat free and still of the ticket the order
-- priced it on, then every ticket's seats left (capacity − sold − live holds, the holds counted only when
-- held_upper leaves the answer open) enough. NULL when it fits, else the refusal the buyer is told. The
-- hold asks it under the tickets' locks (p_lock, and the picked seats locked too); the purchase's first
-- check asks it without locks, so a crowd that arrives after a sell-out is turned away without queueing.
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

-- The hold itself, under the tickets' locks: checks what the app priced from its cached catalog (a few
-- seconds old at most) against the tickets and bundles as they are now, refuses a ticket with seats on
-- the plan bought by count, counts the buyer's own seats against the per-buyer limit (found through
-- indexes: their account, guests of the same phone, purchases naming their e-mail, never by reading the
-- event's every purchase), and writes the purchase, its items and their seats.
-- Answers { purchase } or { code, ... }.
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
  v_refusal jsonb;
  v_name text;
  v_buyers uuid[];
  v_buyer uuid;
  v_theirs uuid[];
  v_theirs_one uuid;
  v_pending uuid[];
  v_row record;
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

  IF EXISTS (
    SELECT 1 FROM jsonb_array_elements(p->'seats') AS seat
    LEFT JOIN tickets t ON t.id = (seat->>'ticketId')::uuid AND t.event_id = v_event
    WHERE seat->>'bundleId' IS NULL AND t.price IS DISTINCT FROM (seat->>'price')::integer
  ) OR EXISTS (
    SELECT 1 FROM jsonb_each_text(coalesce(p->'bundlePrices', '{}'::jsonb)) AS priced
    LEFT JOIN bundles b ON b.id = priced.key::uuid AND b.event_id = v_event
    WHERE b.price IS DISTINCT FROM priced.value::integer
  ) THEN
    RETURN jsonb_build_object('code', 'PRICE_CHANGED');
  END IF;
  SELECT t.section || ' ' || t.category INTO v_name
  FROM jsonb_array_elements(p->'seats') AS seat JOIN tickets t ON t.id = (seat->>'ticketId')::uuid
  WHERE seat->>'seatId' IS NULL AND EXISTS (SELECT 1 FROM seats s WHERE s.ticket_id = t.id)
  LIMIT 1;
  IF v_name IS NOT NULL THEN
    RETURN jsonb_build_object('code', 'SEATS_TO_PICK', 'name', v_name);
  END IF;

  -- Picked seats first, so a buyer who picked a seat just taken hears which one.
  v_refusal := mela_order_refusal(p, v_now, true);
  IF v_refusal IS NOT NULL THEN
    RETURN v_refusal;
  END IF;

  -- The buyer's seats of this event: the user's own and, for a guest, every guest's with the same phone
  -- or e-mail, so checking out again as a "new" guest dodges neither LimitPerUser nor the hold cap. Read
  -- one purchase at a time by exact index ranges: a plan cached while the tables were small (a new
  -- database's first sale) must not read the event's every purchase on each hold as they grow.
  SELECT array_agg(id) INTO v_buyers FROM (
    SELECT v_user AS id
    UNION
    SELECT u.id FROM users u
    WHERE u.kind = 'guest' AND u.phone = (SELECT g.phone FROM users g WHERE g.id = v_user AND g.kind = 'guest')
  ) AS buyer;
  v_theirs := '{}';
  v_pending := '{}';
  FOREACH v_buyer IN ARRAY v_buyers LOOP
    FOR v_row IN
      SELECT id, status FROM purchases
      WHERE event_id = v_event AND user_id = v_buyer
        AND (status = 'paid' OR (status = 'pending' AND expires_at > v_now))
    LOOP
      v_theirs := v_theirs || v_row.id;
      IF v_row.status = 'pending' THEN v_pending := v_pending || v_row.id; END IF;
    END LOOP;
  END LOOP;
  IF v_email IS NOT NULL THEN
    FOR v_row IN
      SELECT id, status FROM purchases
      WHERE event_id = v_event AND buyer->>'Email' IS NOT NULL AND lower(buyer->>'Email') = lower(v_email)
        AND (status = 'paid' OR (status = 'pending' AND expires_at > v_now))
    LOOP
      CONTINUE WHEN v_row.id = ANY (v_theirs);
      v_theirs := v_theirs || v_row.id;
      IF v_row.status = 'pending' THEN v_pending := v_pending || v_row.id; END IF;
    END LOOP;
  END IF;
  v_mine := '{}'::jsonb;
  v_mine_held := 0;
  FOREACH v_theirs_one IN ARRAY v_theirs LOOP
    FOR v_row IN
      SELECT ticket_id, count(*)::integer AS seats FROM purchase_items WHERE purchase_id = v_theirs_one
      GROUP BY ticket_id
    LOOP
      v_mine := v_mine || jsonb_build_object(v_row.ticket_id::text,
        coalesce((v_mine->>v_row.ticket_id::text)::integer, 0) + v_row.seats);
      IF v_theirs_one = ANY (v_pending) THEN
        v_mine_held := v_mine_held + v_row.seats;
      END IF;
    END LOOP;
  END LOOP;

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

  INSERT INTO purchase_items (purchase_id, ticket_id, bundle_id, price, held_until, seat_id)
  SELECT v_purchase.id, (seat->>'ticketId')::uuid, (seat->>'bundleId')::uuid, (seat->>'price')::integer,
    CASE WHEN v_free THEN NULL ELSE v_expires END, seat->>'seatId'
  FROM jsonb_array_elements(p->'seats') AS seat, generate_series(1, (seat->>'quantity')::integer);
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p->'seats') AS seat WHERE seat->>'seatId' IS NOT NULL) THEN
    PERFORM mela_own_seats(v_event, v_purchase.id, v_now);
  END IF;

  IF v_free THEN
    UPDATE tickets SET sold = sold + (p->'demand'->>tickets.id::text)::integer
    WHERE id = ANY (v_ticket_ids);
  END IF;
  RETURN jsonb_build_object('purchase', to_jsonb(v_purchase));
END
$$;

-- tickets.held_upper never reads below the live holds: every new hold raises it, whichever feature
-- writes it (checkout, a waiting-list offer). Trigger purchase_items_hold_added.
CREATE OR REPLACE FUNCTION mela_raise_held_upper() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets SET held_upper = held_upper + raised.n
  FROM (SELECT ticket_id, count(*) AS n FROM added WHERE held_until IS NOT NULL GROUP BY ticket_id) AS raised
  WHERE tickets.id = raised.ticket_id;
  RETURN NULL;
END
$$;

-- A lengthened hold raises held_upper too. Trigger purchase_items_hold_lengthened.
CREATE OR REPLACE FUNCTION mela_raise_held_upper_by_one() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets SET held_upper = held_upper + 1 WHERE id = NEW.ticket_id;
  RETURN NULL;
END
$$;
