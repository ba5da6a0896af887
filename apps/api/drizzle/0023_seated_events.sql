ALTER TABLE "events" ADD COLUMN "seated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Events that already have a plan are sold by seat.
UPDATE "events" SET "seated" = true WHERE "id" IN (SELECT DISTINCT "event_id" FROM "seats");
