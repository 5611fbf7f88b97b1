CREATE TABLE "review_promotions" (
	"stage_id" bigint PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"next_stage_id" bigint NOT NULL,
	"rule" jsonb NOT NULL,
	"decisions" jsonb NOT NULL,
	"promoted" integer NOT NULL,
	"cut" integer NOT NULL,
	"committed_by" bigint NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_promotions_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "review_result_publications" (
	"stage_id" bigint PRIMARY KEY NOT NULL,
	"published_by" bigint NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_number_spaces" (
	"prefix" text NOT NULL,
	"suffix" text NOT NULL,
	"digits" integer NOT NULL,
	"group_id" bigint NOT NULL,
	"scope" text NOT NULL,
	CONSTRAINT "cert_number_spaces_prefix_suffix_digits_pk" PRIMARY KEY("prefix","suffix","digits")
);
--> statement-breakpoint
CREATE TABLE "expert_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"campaign_id" bigint NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_cipher" text NOT NULL,
	"phone_index" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"expert_id" bigint,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_applications_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "expert_applications_status_check" CHECK ("expert_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "expert_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"title" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_campaigns_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "expert_campaigns_status_check" CHECK ("expert_campaigns"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "expert_recommendations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_recommendations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"school_group_id" bigint NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_cipher" text,
	"email" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"expert_id" bigint,
	"created_by" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_recommendations_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "expert_recommendations_status_check" CHECK ("expert_recommendations"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "review_returns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"assignment_id" bigint NOT NULL,
	"expert_group_id" bigint NOT NULL,
	"captain_expert_id" bigint NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scene_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scene_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"stage_id" bigint NOT NULL,
	"room" text NOT NULL,
	"duration_sec" integer NOT NULL,
	"show_names" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draw_seed" text,
	"current_slot_id" bigint,
	"called_at" timestamp with time zone,
	"screen_key" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scene_sessions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "scene_sessions_status_check" CHECK ("scene_sessions"."status" in ('ready', 'running', 'closed')),
	CONSTRAINT "scene_sessions_duration_check" CHECK ("scene_sessions"."duration_sec" between 30 and 7200)
);
--> statement-breakpoint
CREATE TABLE "scene_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scene_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"session_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"called_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scene_slots_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "scene_slots_state_check" CHECK ("scene_slots"."state" in ('waiting', 'called', 'done', 'skipped'))
);
--> statement-breakpoint
DROP INDEX "certificates_competition_no_idx";--> statement-breakpoint
DROP INDEX "certificates_no_idx";--> statement-breakpoint
ALTER TABLE "enroll_capacity" DROP CONSTRAINT "enroll_capacity_competition_id_scope_pk";--> statement-breakpoint
ALTER TABLE "enroll_capacity" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enroll_capacity" ADD CONSTRAINT "enroll_capacity_competition_id_scope_shard_pk" PRIMARY KEY("competition_id","scope","shard");--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "id_card_cipher" text;--> statement-breakpoint
ALTER TABLE "review_promotions" ADD CONSTRAINT "review_promotions_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_promotions" ADD CONSTRAINT "review_promotions_next_stage_id_competition_stages_id_fk" FOREIGN KEY ("next_stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_promotions" ADD CONSTRAINT "review_promotions_committed_by_users_id_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_result_publications" ADD CONSTRAINT "review_result_publications_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_result_publications" ADD CONSTRAINT "review_result_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_number_spaces" ADD CONSTRAINT "cert_number_spaces_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_campaign_id_expert_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."expert_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_campaigns" ADD CONSTRAINT "expert_campaigns_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_campaigns" ADD CONSTRAINT "expert_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_recommendations" ADD CONSTRAINT "expert_recommendations_school_group_id_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_recommendations" ADD CONSTRAINT "expert_recommendations_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_recommendations" ADD CONSTRAINT "expert_recommendations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_recommendations" ADD CONSTRAINT "expert_recommendations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_returns" ADD CONSTRAINT "review_returns_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_returns" ADD CONSTRAINT "review_returns_expert_group_id_expert_groups_id_fk" FOREIGN KEY ("expert_group_id") REFERENCES "public"."expert_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_returns" ADD CONSTRAINT "review_returns_captain_expert_id_experts_id_fk" FOREIGN KEY ("captain_expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_sessions" ADD CONSTRAINT "scene_sessions_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_sessions" ADD CONSTRAINT "scene_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_slots" ADD CONSTRAINT "scene_slots_session_id_scene_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scene_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_slots" ADD CONSTRAINT "scene_slots_entry_id_review_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."review_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_applications_phone_idx" ON "expert_applications" USING btree ("campaign_id","phone_index");--> statement-breakpoint
CREATE INDEX "expert_campaigns_group_idx" ON "expert_campaigns" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "expert_recommendations_school_idx" ON "expert_recommendations" USING btree ("school_group_id");--> statement-breakpoint
CREATE INDEX "review_returns_assignment_idx" ON "review_returns" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scene_sessions_room_idx" ON "scene_sessions" USING btree ("stage_id","room");--> statement-breakpoint
CREATE UNIQUE INDEX "scene_sessions_key_idx" ON "scene_sessions" USING btree ("screen_key");--> statement-breakpoint
CREATE UNIQUE INDEX "scene_slots_entry_idx" ON "scene_slots" USING btree ("session_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scene_slots_called_idx" ON "scene_slots" USING btree ("session_id") WHERE "scene_slots"."state" = 'called';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_no_idx" ON "certificates" USING btree ("cert_no");