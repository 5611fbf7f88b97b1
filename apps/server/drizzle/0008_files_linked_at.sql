ALTER TABLE "files" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_unlinked_idx" ON "files" USING btree ("created_at") WHERE "files"."linked_at" is null;