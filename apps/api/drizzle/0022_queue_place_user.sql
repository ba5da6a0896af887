ALTER TABLE "queue_places" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "queue_places" ADD CONSTRAINT "queue_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_places_user_idx" ON "queue_places" USING btree ("event_id","user_id") WHERE user_id is not null;