-- Holds that arrive together at one instance for one event, taken in one transaction
-- (docs/decisions/hold-batches.md): the app sends the buyers waiting while its last statement ran as one
-- array, and each is answered as mela_start_purchase (migration 0020) answers it alone, in the order given,
-- each seeing the writes of those before it. Every row the batch will lock is locked first, in the order a
-- single hold takes them (rate-limit keys, queue passes, tickets, discounts, each in ID order), so two
-- batches, or a batch and a single hold, never wait on each other in a circle. A batch that fails writes
-- nothing; the app then asks for each hold alone.
CREATE OR REPLACE FUNCTION mela_start_purchases(p jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_now timestamptz := (SELECT min((one->>'now')::timestamptz) FROM jsonb_array_elements(p) AS one);
  v_answers jsonb := '[]'::jsonb;
  v_one jsonb;
BEGIN
  PERFORM set_config('lock_timeout', '3s', true);
  -- A key not counted yet is written as spent (reset_at now), so the hold's own count starts it afresh.
  INSERT INTO rate_limits (key, count, reset_at)
  SELECT DISTINCT l->>'key', 0, v_now
  FROM jsonb_array_elements(p) AS one, jsonb_array_elements(coalesce(one->'limits', '[]'::jsonb)) AS l
  ORDER BY 1
  ON CONFLICT (key) DO NOTHING;
  PERFORM 1 FROM rate_limits WHERE key IN (
    SELECT l->>'key' FROM jsonb_array_elements(p) AS one,
      jsonb_array_elements(coalesce(one->'limits', '[]'::jsonb)) AS l
  ) ORDER BY key FOR UPDATE;
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
