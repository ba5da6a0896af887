CREATE TABLE "seating_plans" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seating_rows" (
	"event_id" uuid NOT NULL,
	"id" text NOT NULL,
	"section_id" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "seating_rows_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "seating_sections" (
	"event_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"bn" jsonb,
	"position" integer NOT NULL,
	CONSTRAINT "seating_sections_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"event_id" uuid NOT NULL,
	"id" text NOT NULL,
	"row_id" text NOT NULL,
	"number" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"ticket_id" uuid NOT NULL,
	"accessible" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"item_id" uuid,
	"position" integer NOT NULL,
	CONSTRAINT "seats_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"plan" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_items" ADD COLUMN "seat_id" text;--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rows" ADD CONSTRAINT "seating_rows_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_sections" ADD CONSTRAINT "seating_sections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_item_id_purchase_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."purchase_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seats_ticket_idx" ON "seats" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "seats_item_idx" ON "seats" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "venues_account_idx" ON "venues" USING btree ("account_id","created_at");--> statement-breakpoint
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
--> statement-breakpoint
-- Locks the named seats of an event (in ID order, so two buyers never deadlock) and answers the labels
-- of those that cannot be taken now: held, sold or blocked. Every path that takes a seat (the online
-- hold, the counter, the guest list) runs it while its tickets are locked, then points the seats at its
-- new items only when the answer is empty: all of the chosen seats or none.
CREATE OR REPLACE FUNCTION mela_seats_taken(p_event uuid, p_seat_ids text[], p_now timestamptz,
  p_lock boolean DEFAULT true) RETURNS text[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_taken text[];
BEGIN
  -- Without p_lock: a look that decides nothing, to turn a crowd away before it queues for the locks.
  IF p_lock THEN
    PERFORM 1 FROM seats WHERE event_id = p_event AND id = ANY (p_seat_ids) ORDER BY id FOR UPDATE;
  END IF;
  SELECT coalesce(array_agg(coalesce(c.name || ' ', '') || coalesce(r.label || '-', '') || s.number
    ORDER BY s.position), '{}')
  INTO v_taken
  FROM seats s
  LEFT JOIN seating_rows r ON r.event_id = s.event_id AND r.id = s.row_id
  LEFT JOIN seating_sections c ON c.event_id = r.event_id AND c.id = r.section_id
  WHERE s.event_id = p_event AND s.id = ANY (p_seat_ids)
    AND mela_seat_status(s.blocked, s.item_id, p_now) <> 'free';
  RETURN v_taken;
END
$$;
--> statement-breakpoint
-- The seats a purchase's new items name become theirs, and the plan's version moves (its cache key).
CREATE OR REPLACE FUNCTION mela_own_seats(p_event uuid, p_purchase uuid, p_now timestamptz) RETURNS void
LANGUAGE sql VOLATILE AS $$
  UPDATE seats SET item_id = i.id
  FROM purchase_items i
  WHERE i.purchase_id = p_purchase AND i.seat_id IS NOT NULL
    AND seats.event_id = p_event AND seats.id = i.seat_id;
  UPDATE seating_plans SET version = version + 1, updated_at = p_now
  WHERE event_id = p_event AND EXISTS (
    SELECT 1 FROM purchase_items WHERE purchase_id = p_purchase AND seat_id IS NOT NULL);
$$;
--> statement-breakpoint
-- mela_hold_seats (migration 0012) also holds reserved seats: the seats named in `seats[].seatId` are
-- checked and taken in the same call, under the same ticket locks, so a purchase holds all its chosen
-- seats or none and the hold stays one round trip.
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
  v_seat_ids text[];
  v_taken text[];
BEGIN
  PERFORM set_config('lock_timeout', '3s', true);
  SELECT array_agg(key::uuid ORDER BY key::uuid) INTO v_ticket_ids FROM jsonb_object_keys(p->'demand') AS key;
  -- In ID order, so two orders touching the same tickets never deadlock.
  PERFORM 1 FROM tickets WHERE id = ANY (v_ticket_ids) ORDER BY id FOR UPDATE;

  -- Reserved seats: all of the chosen ones are free, or nothing is written (checked first, so a buyer
  -- who picked a seat just taken hears which one, not that the category is in carts).
  SELECT coalesce(array_agg(seat->>'seatId'), '{}') INTO v_seat_ids
  FROM jsonb_array_elements(p->'seats') AS seat WHERE seat->>'seatId' IS NOT NULL;
  IF cardinality(v_seat_ids) > 0 THEN
    v_taken := mela_seats_taken(v_event, v_seat_ids, v_now);
    IF cardinality(v_taken) > 0 THEN
      RETURN jsonb_build_object('code', 'SEAT_TAKEN', 'seats', array_to_string(v_taken, ', '));
    END IF;
  END IF;

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

  INSERT INTO purchase_items (purchase_id, ticket_id, bundle_id, price, held_until, seat_id)
  SELECT v_purchase.id, (seat->>'ticketId')::uuid, (seat->>'bundleId')::uuid, (seat->>'price')::integer,
    CASE WHEN v_free THEN NULL ELSE v_expires END, seat->>'seatId'
  FROM jsonb_array_elements(p->'seats') AS seat, generate_series(1, (seat->>'quantity')::integer);
  IF cardinality(v_seat_ids) > 0 THEN
    PERFORM mela_own_seats(v_event, v_purchase.id, v_now);
  END IF;

  IF v_free THEN
    UPDATE tickets SET sold = sold + (p->'demand'->>tickets.id::text)::integer
    WHERE id = ANY (v_ticket_ids);
  END IF;
  RETURN jsonb_build_object('purchase', to_jsonb(v_purchase));
END
$$;
