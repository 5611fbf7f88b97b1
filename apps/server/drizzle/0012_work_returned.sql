ALTER TABLE "works" DROP CONSTRAINT "works_status_check";--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "return_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "returned_by" bigint;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_status_check" CHECK ("works"."status" in ('submitted', 'returned'));