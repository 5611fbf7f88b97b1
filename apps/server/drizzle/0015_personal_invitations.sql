ALTER TABLE "enroll_invitations" ADD COLUMN "invitee_id" bigint;--> statement-breakpoint
ALTER TABLE "enroll_invitations" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "enroll_invitations" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enroll_invitations" ADD CONSTRAINT "enroll_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enroll_invitations_invitee_idx" ON "enroll_invitations" USING btree ("invitee_id");--> statement-breakpoint
ALTER TABLE "enroll_invitations" ADD CONSTRAINT "enroll_invitations_answer_check" CHECK ("enroll_invitations"."answer" in ('accepted', 'declined'));