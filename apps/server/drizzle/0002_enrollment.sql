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
ALTER TABLE "enroll_capacity" ADD CONSTRAINT "enroll_capacity_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_members" ADD CONSTRAINT "enroll_members_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_members" ADD CONSTRAINT "enroll_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_item_id_competition_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."competition_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_participant_group_id_competition_groups_id_fk" FOREIGN KEY ("participant_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_school_group_id_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enroll_members_one_team_per_item_idx" ON "enroll_members" USING btree ("competition_id","item_id","user_id") WHERE "enroll_members"."role" <> 'advisor';--> statement-breakpoint
CREATE INDEX "enroll_teams_competition_idx" ON "enroll_teams" USING btree ("competition_id","item_id");--> statement-breakpoint
CREATE INDEX "enroll_teams_school_idx" ON "enroll_teams" USING btree ("school_group_id");