CREATE TABLE "competition_enroll_settings" (
	"competition_id" bigint PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'individual' NOT NULL,
	"team_min" integer DEFAULT 1 NOT NULL,
	"team_max" integer DEFAULT 1 NOT NULL,
	"advisor_min" integer DEFAULT 0 NOT NULL,
	"advisor_max" integer DEFAULT 0 NOT NULL,
	"eligible_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"eligible_school_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"eligible_provinces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invitation_code" text DEFAULT '' NOT NULL,
	"required_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capacity_total" integer,
	"capacity_per_item" integer,
	"capacity_per_school" integer,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_enroll_mode_check" CHECK ("competition_enroll_settings"."mode" in ('individual', 'team')),
	CONSTRAINT "competition_enroll_team_check" CHECK ("competition_enroll_settings"."team_min" >= 1 and "competition_enroll_settings"."team_min" <= "competition_enroll_settings"."team_max"),
	CONSTRAINT "competition_enroll_advisor_check" CHECK ("competition_enroll_settings"."advisor_min" >= 0 and "competition_enroll_settings"."advisor_min" <= "competition_enroll_settings"."advisor_max"),
	CONSTRAINT "competition_enroll_fee_check" CHECK ("competition_enroll_settings"."fee_fen" >= 0),
	CONSTRAINT "competition_enroll_capacity_check" CHECK (coalesce("competition_enroll_settings"."capacity_total", 1) > 0 and coalesce("competition_enroll_settings"."capacity_per_item", 1) > 0 and coalesce("competition_enroll_settings"."capacity_per_school", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "competition_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"competition_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_groups_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "competition_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"competition_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_items_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "competition_milestones" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"competition_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"order_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competition_milestones_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "competition_stage_groups" (
	"stage_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	CONSTRAINT "competition_stage_groups_stage_id_group_id_pk" PRIMARY KEY("stage_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "competition_stage_items" (
	"stage_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	CONSTRAINT "competition_stage_items_stage_id_item_id_pk" PRIMARY KEY("stage_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "competition_stages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"competition_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"sign_up_start" timestamp with time zone,
	"sign_up_end" timestamp with time zone,
	"submit_start" timestamp with time zone,
	"submit_end" timestamp with time zone,
	"review_start" timestamp with time zone,
	"review_end" timestamp with time zone,
	"work_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_max_size_mb" integer DEFAULT 100 NOT NULL,
	"work_max_count" integer DEFAULT 1 NOT NULL,
	"work_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_replaceable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_stages_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "competition_stages_sign_up_check" CHECK ("competition_stages"."sign_up_end" is null or "competition_stages"."sign_up_start" is null or "competition_stages"."sign_up_start" < "competition_stages"."sign_up_end"),
	CONSTRAINT "competition_stages_submit_check" CHECK ("competition_stages"."submit_end" is null or "competition_stages"."submit_start" is null or "competition_stages"."submit_start" < "competition_stages"."submit_end"),
	CONSTRAINT "competition_stages_review_check" CHECK ("competition_stages"."review_end" is null or "competition_stages"."review_start" is null or "competition_stages"."review_start" < "competition_stages"."review_end"),
	CONSTRAINT "competition_stages_work_limits_check" CHECK ("competition_stages"."work_max_size_mb" > 0 and "competition_stages"."work_max_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"level" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"season" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"guide" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"copied_from_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "competitions_status_check" CHECK ("competitions"."status" in ('draft', 'published', 'closed', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "enroll_capacity" (
	"competition_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"limit" integer NOT NULL,
	CONSTRAINT "enroll_capacity_competition_id_scope_pk" PRIMARY KEY("competition_id","scope"),
	CONSTRAINT "enroll_capacity_within_limit" CHECK ("enroll_capacity"."used" >= 0 and "enroll_capacity"."used" <= "enroll_capacity"."limit")
);
--> statement-breakpoint
CREATE TABLE "enroll_members" (
	"team_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"competition_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enroll_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "enroll_members_role_check" CHECK ("enroll_members"."role" in ('captain', 'member', 'advisor'))
);
--> statement-breakpoint
CREATE TABLE "enroll_teams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enroll_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"competition_id" bigint NOT NULL,
	"stage_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"participant_group_id" bigint,
	"school_group_id" bigint,
	"captain_id" bigint NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'self' NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enroll_teams_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "enroll_teams_status_check" CHECK ("enroll_teams"."status" in ('awaitingPayment', 'pending', 'approved', 'rejected')),
	CONSTRAINT "enroll_teams_source_check" CHECK ("enroll_teams"."source" in ('self', 'recommend', 'import', 'copy'))
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"author_id" bigint,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"news_type" text NOT NULL,
	"competition_id" text,
	"content" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "news_articles_status_check" CHECK ("news_articles"."status" in ('draft', 'published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "news_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"submitter_id" bigint,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"news_type" text NOT NULL,
	"competition_id" text,
	"content" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"article_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_submissions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "news_submissions_status_check" CHECK ("news_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"owner_id" bigint,
	"group_id" bigint,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "job_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"payload" jsonb,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"result" jsonb,
	"created_by" bigint,
	"group_id" bigint,
	"permission" text,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "footer_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "user_agreement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "user_agreement_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "privacy_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "privacy_policy_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_enroll_settings" ADD CONSTRAINT "competition_enroll_settings_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_groups" ADD CONSTRAINT "competition_groups_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_items" ADD CONSTRAINT "competition_items_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_milestones" ADD CONSTRAINT "competition_milestones_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stage_groups" ADD CONSTRAINT "competition_stage_groups_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stage_groups" ADD CONSTRAINT "competition_stage_groups_group_id_competition_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."competition_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stage_items" ADD CONSTRAINT "competition_stage_items_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stage_items" ADD CONSTRAINT "competition_stage_items_item_id_competition_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."competition_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stages" ADD CONSTRAINT "competition_stages_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_capacity" ADD CONSTRAINT "enroll_capacity_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_members" ADD CONSTRAINT "enroll_members_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_members" ADD CONSTRAINT "enroll_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_item_id_competition_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."competition_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_participant_group_id_competition_groups_id_fk" FOREIGN KEY ("participant_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_school_group_id_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_submissions" ADD CONSTRAINT "news_submissions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_submissions" ADD CONSTRAINT "news_submissions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_submissions" ADD CONSTRAINT "news_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_submissions" ADD CONSTRAINT "news_submissions_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_groups_name_idx" ON "competition_groups" USING btree ("competition_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_items_name_idx" ON "competition_items" USING btree ("competition_id","name");--> statement-breakpoint
CREATE INDEX "competition_milestones_competition_idx" ON "competition_milestones" USING btree ("competition_id","starts_at");--> statement-breakpoint
CREATE INDEX "competition_stages_competition_idx" ON "competition_stages" USING btree ("competition_id","order_num");--> statement-breakpoint
CREATE INDEX "competitions_group_idx" ON "competitions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "competitions_status_idx" ON "competitions" USING btree ("status","year");--> statement-breakpoint
CREATE UNIQUE INDEX "enroll_members_one_team_per_item_idx" ON "enroll_members" USING btree ("competition_id","item_id","user_id") WHERE "enroll_members"."role" <> 'advisor';--> statement-breakpoint
CREATE INDEX "enroll_teams_competition_idx" ON "enroll_teams" USING btree ("competition_id","item_id");--> statement-breakpoint
CREATE INDEX "enroll_teams_school_idx" ON "enroll_teams" USING btree ("school_group_id");--> statement-breakpoint
CREATE INDEX "news_articles_group_idx" ON "news_articles" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "news_articles_public_idx" ON "news_articles" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "news_submissions_group_idx" ON "news_submissions" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "files_group_idx" ON "files" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_items_job_seq_idx" ON "job_items" USING btree ("job_id","seq");--> statement-breakpoint
CREATE INDEX "jobs_runnable_idx" ON "jobs" USING btree ("run_after") WHERE "jobs"."status" in ('queued', 'running');