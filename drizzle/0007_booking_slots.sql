ALTER TABLE "leads" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_time_zone" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visitor_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "invite_uid" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_slot_held_idx" ON "leads" USING btree ("slot_start") WHERE "leads"."status" in ('requested', 'confirmed');--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_token_hash_unique" UNIQUE("owner_token_hash");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_visitor_token_hash_unique" UNIQUE("visitor_token_hash");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('requested', 'confirmed', 'declined', 'cancelled'));