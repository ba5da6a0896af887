-- A ticket's short code, drawn by the database as purchase_items.short_code's default.
-- The present definition of these database functions: the single place to read and change them.
-- See README.md in this folder for how a change reaches the database (a generated migration).


-- A seat's short code (packages/shared/src/short-code.ts): 8 characters of an alphabet without look-alikes.
-- Each character comes from two bytes of gen_random_uuid (the strong random source; bytes 0-5 of a
-- version-4 UUID are all random), so the modulo leaves no bias worth the name. A code already taken
-- is drawn again: the unique index stays the last word for two inserts drawing the same one at once.
CREATE OR REPLACE FUNCTION mela_short_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '346789ACDEFGHJKMNPQRTVWXY';
  bytes bytea;
  code text;
BEGIN
  LOOP
    bytes := substring(uuid_send(gen_random_uuid()) from 1 for 6)
      || substring(uuid_send(gen_random_uuid()) from 1 for 6)
      || substring(uuid_send(gen_random_uuid()) from 1 for 6);
    code := '';
    FOR i IN 0..7 LOOP
      code := code || substr(alphabet, ((get_byte(bytes, 2 * i) * 256 + get_byte(bytes, 2 * i + 1)) % 25) + 1, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM purchase_items WHERE short_code = code);
  END LOOP;
  RETURN code;
END $$;
