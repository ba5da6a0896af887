CREATE TABLE "event_queues" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"admit_minutes" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"drawn_at" timestamp with time zone,
	"last_position" integer DEFAULT 0 NOT NULL,
	"admitted" double precision DEFAULT 0 NOT NULL,
	"advanced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "queue_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"client_key" text,
	"draw" bigint,
	"position" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admitted_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_queues" ADD CONSTRAINT "event_queues_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_places" ADD CONSTRAINT "queue_places_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_places_position_idx" ON "queue_places" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_places_client_key_idx" ON "queue_places" USING btree ("event_id","client_key") WHERE client_key is not null;--> statement-breakpoint
CREATE INDEX "queue_places_undrawn_idx" ON "queue_places" USING btree ("event_id") WHERE position is null;--> statement-breakpoint
CREATE INDEX "queue_places_used_idx" ON "queue_places" USING btree ("event_id") WHERE used_at is not null;--> statement-breakpoint
CREATE INDEX "queue_places_unadmitted_idx" ON "queue_places" USING btree ("event_id","position") WHERE admitted_at is null;