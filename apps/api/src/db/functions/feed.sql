-- The public feed's version, bumped by triggers on what a feed card shows.
-- The present definition of these database functions: the single place to read and change them.
-- See README.md in this folder for how a change reaches the database (a generated migration).


-- Whatever a feed card shows bumps the feed's version (docs/decisions/feed-speed.md). Ticket sales
-- bump it only when a ticket turns sold out or back, so a flash sale does not empty every cache.
CREATE OR REPLACE FUNCTION "feed_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('feed_version');
  RETURN NULL;
END
$$;
