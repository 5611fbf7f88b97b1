CREATE TABLE "upload_reservations" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_reservations" ADD CONSTRAINT "upload_reservations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_reservations_owner_idx" ON "upload_reservations" USING btree ("owner_id");