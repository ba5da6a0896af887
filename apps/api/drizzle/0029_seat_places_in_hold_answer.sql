-- Generated from src/db/functions by `npm run db:functions`: the functions changed there.
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
--> statement-breakpoint
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
