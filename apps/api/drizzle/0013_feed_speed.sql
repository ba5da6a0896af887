CREATE SEQUENCE "public"."feed_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "events_feed_idx";--> statement-breakpoint
CREATE INDEX "events_feed_category_idx" ON "events" USING btree ("category","starts_at","id") WHERE published_at is not null and hidden_at is null and visibility <> 'private';--> statement-breakpoint
CREATE INDEX "events_feed_district_idx" ON "events" USING btree ("district","starts_at","id") WHERE published_at is not null and hidden_at is null and visibility <> 'private';--> statement-breakpoint
CREATE INDEX "events_feed_idx" ON "events" USING btree ("starts_at","id") WHERE published_at is not null and hidden_at is null and visibility <> 'private';--> statement-breakpoint
-- Whatever a feed card shows bumps the feed's version (docs/decisions/feed-speed.md). Ticket sales
-- bump it only when a ticket turns sold out or back, so a flash sale does not empty every cache.
CREATE FUNCTION "feed_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('feed_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_feed_changed" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "feed_changed"();--> statement-breakpoint
CREATE TRIGGER "accounts_feed_changed" AFTER UPDATE OR DELETE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION "feed_changed"();--> statement-breakpoint
CREATE TRIGGER "performers_feed_changed" AFTER UPDATE OR DELETE ON "performers" FOR EACH STATEMENT EXECUTE FUNCTION "feed_changed"();--> statement-breakpoint
CREATE TRIGGER "event_performers_feed_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_performers" FOR EACH STATEMENT EXECUTE FUNCTION "feed_changed"();--> statement-breakpoint
CREATE TRIGGER "tickets_feed_added_or_removed" AFTER INSERT OR DELETE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION "feed_changed"();--> statement-breakpoint
CREATE TRIGGER "tickets_feed_changed" AFTER UPDATE ON "tickets" FOR EACH ROW
  WHEN (OLD.price IS DISTINCT FROM NEW.price OR (OLD.sold >= OLD.capacity) IS DISTINCT FROM (NEW.sold >= NEW.capacity))
  EXECUTE FUNCTION "feed_changed"();
