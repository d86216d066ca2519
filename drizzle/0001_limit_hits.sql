CREATE TABLE "limit_hits" (
	"key" text NOT NULL,
	"item" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_hits_key_item_pk" PRIMARY KEY("key","item")
);
--> statement-breakpoint
CREATE INDEX "limit_hits_at_idx" ON "limit_hits" USING btree ("at");