-- Hand-written (modules/statistics/rollup-triggers.sql holds the full current definition): new sign-ups and
-- their members are counted once per INSERT statement, grouped, instead of once per row. The sign-up surge
-- inserts ~90 teams and their captains in one statement (sign-up-batch.ts); per row that was ~180 upserts of
-- the same few rollup rows, per statement it is one grouped upsert of each. Updates and deletes stay per row.
CREATE FUNCTION "statistics_enroll_teams_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statistics_days AS s (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
  SELECT 'signUp', t.competition_id, t.school_group_id, (t.created_at AT TIME ZONE 'Asia/Shanghai')::date,
    t.item_id, t.participant_group_id, t.status, count(*)::integer
  FROM inserted_teams t
  WHERE t.competition_id IS NOT NULL AND t.created_at IS NOT NULL
  GROUP BY 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT statistics_days_key DO UPDATE SET n = s.n + excluded.n;
  INSERT INTO statistics_days AS s (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
  SELECT 'approved', t.competition_id, t.school_group_id,
    (coalesce(t.reviewed_at, t.created_at) AT TIME ZONE 'Asia/Shanghai')::date, NULL, NULL, NULL, count(*)::integer
  FROM inserted_teams t
  WHERE t.status = 'approved' AND t.competition_id IS NOT NULL AND t.created_at IS NOT NULL
  GROUP BY 2, 3, 4
  ON CONFLICT ON CONSTRAINT statistics_days_key DO UPDATE SET n = s.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_enroll_members_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statistics_people AS s (competition_id, school_group_id, day, user_id, n)
  SELECT t.competition_id, t.school_group_id, (t.created_at AT TIME ZONE 'Asia/Shanghai')::date, m.user_id,
    count(*)::integer
  FROM inserted_members m JOIN enroll_teams t ON t.id = m.team_id
  WHERE m.role <> 'advisor'
  GROUP BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT statistics_people_key DO UPDATE SET n = s.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "statistics_enroll_teams_write" ON "enroll_teams";
--> statement-breakpoint
CREATE TRIGGER "statistics_enroll_teams_update" AFTER UPDATE ON "enroll_teams" FOR EACH ROW EXECUTE FUNCTION statistics_enroll_teams();
--> statement-breakpoint
CREATE TRIGGER "statistics_enroll_teams_insert" AFTER INSERT ON "enroll_teams" REFERENCING NEW TABLE AS inserted_teams FOR EACH STATEMENT EXECUTE FUNCTION statistics_enroll_teams_inserted();
--> statement-breakpoint
DROP TRIGGER "statistics_enroll_members" ON "enroll_members";
--> statement-breakpoint
CREATE TRIGGER "statistics_enroll_members" AFTER UPDATE OR DELETE ON "enroll_members" FOR EACH ROW EXECUTE FUNCTION statistics_enroll_members();
--> statement-breakpoint
CREATE TRIGGER "statistics_enroll_members_insert" AFTER INSERT ON "enroll_members" REFERENCING NEW TABLE AS inserted_members FOR EACH STATEMENT EXECUTE FUNCTION statistics_enroll_members_inserted();
