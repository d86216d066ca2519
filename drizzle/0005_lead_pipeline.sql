CREATE TABLE "form_submissions" (
	"key" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"answer" jsonb NOT NULL,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_queue_idx" ON "email_outbox" USING btree ("priority","next_attempt_at") WHERE "email_outbox"."sent_at" is null and "email_outbox"."dead_at" is null;--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "to_name";--> statement-breakpoint
-- Notifications of leads already queued (sent to the owner, replying to the visitor) go first too.
UPDATE "email_outbox" SET "priority" = 0 WHERE "lead_id" IS NOT NULL AND "reply_to" IS NOT NULL;
