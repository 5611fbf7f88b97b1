-- The hand-written half of the migration drizzle/0011_workbench_statistics_rollup.sql (drizzle-kit writes the table
-- and indexes from db/schema/statistics.ts, not functions or triggers): appended verbatim after the generated
-- statements. Regenerating that migration means appending this file again; statistics-rollup.test.ts fails
-- if the triggers are missing or wrong (the rollup no longer equals the recount).
-- This file is the full CURRENT definition; later changes went into later migrations as CREATE OR REPLACE
-- (never edit an applied migration): 0013_statistics_reviews_downloads.sql added the metric reviewExpert
-- (statistics_team_records, statistics_entry_experts, statistics_review_assignments, statistics_review_entries
-- and its backfill); 0017_statistics_signups_per_statement.sql counts new sign-ups and members once per INSERT
-- statement (statistics_enroll_teams_inserted, statistics_enroll_members_inserted and their triggers).
--> statement-breakpoint
-- The rollup's triggers (issue 21, docs/architecture.md "Database statistics"): every write to a source
-- table changes statistics_days in the same transaction. China's day of a timestamp: at time zone
-- 'Asia/Shanghai', as the desk's filters read dates.
CREATE FUNCTION "statistics_bump"(p_metric text, p_competition bigint, p_school bigint, p_day date, p_part bigint, p_part2 bigint, p_state text, p_n integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO statistics_days AS s (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
  SELECT p_metric, p_competition, p_school, p_day, p_part, p_part2, p_state, p_n
  WHERE p_competition IS NOT NULL AND p_day IS NOT NULL
  ON CONFLICT ON CONSTRAINT statistics_days_key DO UPDATE SET n = s.n + excluded.n
$$;
--> statement-breakpoint
-- A sign-up's records (works, review assignments, scores, awards, certificates) under the competition and
-- school given, times p_sign: taken away before the sign-up goes, moved when its competition or school changes.
CREATE FUNCTION "statistics_team_records"(p_team bigint, p_competition bigint, p_school bigint, p_sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO statistics_days AS s (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
  SELECT r.metric, p_competition, p_school, r.day, r.part_id, r.part2_id, r.state, p_sign * count(*)::integer
  FROM (
    SELECT 'work' AS metric, (w.created_at AT TIME ZONE 'Asia/Shanghai')::date AS day, w.stage_id AS part_id,
      NULL::bigint AS part2_id, NULL::text AS state
    FROM works w WHERE w.team_id = p_team
    UNION ALL
    SELECT 'review', (a.created_at AT TIME ZONE 'Asia/Shanghai')::date, e.stage_id, NULL, a.status
    FROM review_assignments a JOIN review_entries e ON e.id = a.entry_id WHERE e.team_id = p_team
    UNION ALL
    SELECT 'reviewExpert', (a.created_at AT TIME ZONE 'Asia/Shanghai')::date, a.expert_id, e.expert_group_id, a.status
    FROM review_assignments a JOIN review_entries e ON e.id = a.entry_id WHERE e.team_id = p_team
    UNION ALL
    SELECT 'score', (a.submitted_at AT TIME ZONE 'Asia/Shanghai')::date, e.stage_id, floor(a.total)::bigint, NULL
    FROM review_assignments a JOIN review_entries e ON e.id = a.entry_id
    WHERE e.team_id = p_team AND a.status = 'submitted'
    UNION ALL
    SELECT 'award', (x.created_at AT TIME ZONE 'Asia/Shanghai')::date, x.level_id, NULL, NULL
    FROM award_entries x WHERE x.team_id = p_team
    UNION ALL
    SELECT 'certificate', (c.issued_at AT TIME ZONE 'Asia/Shanghai')::date, NULL, NULL, c.status
    FROM certificates c JOIN award_entries x ON x.id = c.entry_id WHERE x.team_id = p_team
    UNION ALL
    SELECT 'revoked', (c.revoked_at AT TIME ZONE 'Asia/Shanghai')::date, NULL, NULL, NULL
    FROM certificates c JOIN award_entries x ON x.id = c.entry_id WHERE x.team_id = p_team AND c.status = 'revoked'
  ) r
  WHERE p_competition IS NOT NULL AND r.day IS NOT NULL
  GROUP BY r.metric, r.day, r.part_id, r.part2_id, r.state
  ON CONFLICT ON CONSTRAINT statistics_days_key DO UPDATE SET n = s.n + excluded.n
$$;
--> statement-breakpoint
-- One review entry's assignments and scores under its sign-up's competition and school, times p_sign.
CREATE FUNCTION "statistics_entry_records"(p_entry bigint, p_team bigint, p_stage bigint, p_sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO statistics_days AS s (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
  SELECT r.metric, t.competition_id, t.school_group_id, r.day, p_stage, r.part2_id, r.state, p_sign * count(*)::integer
  FROM (
    SELECT 'review' AS metric, (a.created_at AT TIME ZONE 'Asia/Shanghai')::date AS day, NULL::bigint AS part2_id, a.status AS state
    FROM review_assignments a WHERE a.entry_id = p_entry
    UNION ALL
    SELECT 'score', (a.submitted_at AT TIME ZONE 'Asia/Shanghai')::date, floor(a.total)::bigint, NULL
    FROM review_assignments a WHERE a.entry_id = p_entry AND a.status = 'submitted'
  ) r JOIN enroll_teams t ON t.id = p_team
  WHERE r.day IS NOT NULL
  GROUP BY r.metric, t.competition_id, t.school_group_id, r.day, r.part2_id, r.state
  ON CONFLICT ON CONSTRAINT statistics_days_key DO UPDATE SET n = s.n + excluded.n
$$;
--> statement-breakpoint
-- One award entry's certificates under its sign-up's competition and school, times p_sign.
CREATE FUNCTION "statistics_award_records"(p_award bigint, p_team bigint, p_sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO statistics_days AS s (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
  SELECT r.metric, t.competition_id, t.school_group_id, r.day, NULL, NULL, r.state, p_sign * count(*)::integer
  FROM (
    SELECT 'certificate' AS metric, (c.issued_at AT TIME ZONE 'Asia/Shanghai')::date AS day, c.status AS state
    FROM certificates c WHERE c.entry_id = p_award
    UNION ALL
    SELECT 'revoked', (c.revoked_at AT TIME ZONE 'Asia/Shanghai')::date, NULL
    FROM certificates c WHERE c.entry_id = p_award AND c.status = 'revoked'
  ) r JOIN enroll_teams t ON t.id = p_team
  WHERE r.day IS NOT NULL
  GROUP BY r.metric, t.competition_id, t.school_group_id, r.day, r.state
  ON CONFLICT ON CONSTRAINT statistics_days_key DO UPDATE SET n = s.n + excluded.n
$$;
--> statement-breakpoint
-- A sign-up's students (members other than advisors) under the competition, school and day given, times p_sign.
CREATE FUNCTION "statistics_team_people"(p_team bigint, p_competition bigint, p_school bigint, p_day date, p_sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO statistics_people AS s (competition_id, school_group_id, day, user_id, n)
  SELECT p_competition, p_school, p_day, m.user_id, p_sign * count(*)::integer
  FROM enroll_members m WHERE m.team_id = p_team AND m.role <> 'advisor'
  GROUP BY m.user_id
  ON CONFLICT ON CONSTRAINT statistics_people_key DO UPDATE SET n = s.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION "statistics_enroll_teams"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Before the row goes (its members, works and reviews cascade after it and can no longer find it).
    PERFORM statistics_team_records(OLD.id, OLD.competition_id, OLD.school_group_id, -1);
    PERFORM statistics_team_people(OLD.id, OLD.competition_id, OLD.school_group_id, (OLD.created_at AT TIME ZONE 'Asia/Shanghai')::date, -1);
  ELSIF TG_OP = 'UPDATE' THEN
    IF (OLD.competition_id, OLD.school_group_id, OLD.created_at) IS DISTINCT FROM (NEW.competition_id, NEW.school_group_id, NEW.created_at) THEN
      PERFORM statistics_team_people(OLD.id, OLD.competition_id, OLD.school_group_id, (OLD.created_at AT TIME ZONE 'Asia/Shanghai')::date, -1);
      PERFORM statistics_team_people(NEW.id, NEW.competition_id, NEW.school_group_id, (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date, 1);
    END IF;
    IF (OLD.competition_id, OLD.school_group_id) IS DISTINCT FROM (NEW.competition_id, NEW.school_group_id) THEN
      PERFORM statistics_team_records(OLD.id, OLD.competition_id, OLD.school_group_id, -1);
      PERFORM statistics_team_records(NEW.id, NEW.competition_id, NEW.school_group_id, 1);
    END IF;
    IF (OLD.competition_id, OLD.school_group_id, OLD.created_at, OLD.item_id, OLD.participant_group_id, OLD.status, OLD.reviewed_at)
      IS NOT DISTINCT FROM
      (NEW.competition_id, NEW.school_group_id, NEW.created_at, NEW.item_id, NEW.participant_group_id, NEW.status, NEW.reviewed_at) THEN
      RETURN NEW;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM statistics_bump('signUp', OLD.competition_id, OLD.school_group_id, (OLD.created_at AT TIME ZONE 'Asia/Shanghai')::date, OLD.item_id, OLD.participant_group_id, OLD.status, -1);
    IF OLD.status = 'approved' THEN
      PERFORM statistics_bump('approved', OLD.competition_id, OLD.school_group_id, (coalesce(OLD.reviewed_at, OLD.created_at) AT TIME ZONE 'Asia/Shanghai')::date, NULL, NULL, NULL, -1);
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  PERFORM statistics_bump('signUp', NEW.competition_id, NEW.school_group_id, (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date, NEW.item_id, NEW.participant_group_id, NEW.status, 1);
  IF NEW.status = 'approved' THEN
    PERFORM statistics_bump('approved', NEW.competition_id, NEW.school_group_id, (coalesce(NEW.reviewed_at, NEW.created_at) AT TIME ZONE 'Asia/Shanghai')::date, NULL, NULL, NULL, 1);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_enroll_teams_delete" BEFORE DELETE ON "enroll_teams" FOR EACH ROW EXECUTE FUNCTION statistics_enroll_teams();
--> statement-breakpoint
CREATE TRIGGER "statistics_enroll_teams_update" AFTER UPDATE ON "enroll_teams" FOR EACH ROW EXECUTE FUNCTION statistics_enroll_teams();
--> statement-breakpoint
-- New sign-ups are counted once per INSERT statement, grouped (migration 0017): the sign-up batch inserts
-- many teams and captains in one statement, and per row that was one upsert of the same rollup row each.
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
CREATE TRIGGER "statistics_enroll_teams_insert" AFTER INSERT ON "enroll_teams" REFERENCING NEW TABLE AS inserted_teams FOR EACH STATEMENT EXECUTE FUNCTION statistics_enroll_teams_inserted();
--> statement-breakpoint
CREATE FUNCTION "statistics_enroll_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.team_id, OLD.user_id, OLD.role <> 'advisor') IS NOT DISTINCT FROM (NEW.team_id, NEW.user_id, NEW.role <> 'advisor') THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.role <> 'advisor' THEN
    INSERT INTO statistics_people AS s (competition_id, school_group_id, day, user_id, n)
    SELECT t.competition_id, t.school_group_id, (t.created_at AT TIME ZONE 'Asia/Shanghai')::date, OLD.user_id, -1
    FROM enroll_teams t WHERE t.id = OLD.team_id
    ON CONFLICT ON CONSTRAINT statistics_people_key DO UPDATE SET n = s.n + excluded.n;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.role <> 'advisor' THEN
    INSERT INTO statistics_people AS s (competition_id, school_group_id, day, user_id, n)
    SELECT t.competition_id, t.school_group_id, (t.created_at AT TIME ZONE 'Asia/Shanghai')::date, NEW.user_id, 1
    FROM enroll_teams t WHERE t.id = NEW.team_id
    ON CONFLICT ON CONSTRAINT statistics_people_key DO UPDATE SET n = s.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_enroll_members" AFTER UPDATE OR DELETE ON "enroll_members" FOR EACH ROW EXECUTE FUNCTION statistics_enroll_members();
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
CREATE TRIGGER "statistics_enroll_members_insert" AFTER INSERT ON "enroll_members" REFERENCING NEW TABLE AS inserted_members FOR EACH STATEMENT EXECUTE FUNCTION statistics_enroll_members_inserted();
--> statement-breakpoint
CREATE FUNCTION "statistics_works"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.team_id, OLD.stage_id, OLD.created_at) IS NOT DISTINCT FROM (NEW.team_id, NEW.stage_id, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT competition_id, school_group_id INTO t FROM enroll_teams WHERE id = OLD.team_id;
    IF FOUND THEN
      PERFORM statistics_bump('work', t.competition_id, t.school_group_id, (OLD.created_at AT TIME ZONE 'Asia/Shanghai')::date, OLD.stage_id, NULL, NULL, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT competition_id, school_group_id INTO t FROM enroll_teams WHERE id = NEW.team_id;
    IF FOUND THEN
      PERFORM statistics_bump('work', t.competition_id, t.school_group_id, (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date, NEW.stage_id, NULL, NULL, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_works" AFTER INSERT OR UPDATE OR DELETE ON "works" FOR EACH ROW EXECUTE FUNCTION statistics_works();
--> statement-breakpoint
CREATE FUNCTION "statistics_review_assignments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.entry_id, OLD.expert_id, OLD.status, OLD.created_at) IS NOT DISTINCT FROM (NEW.entry_id, NEW.expert_id, NEW.status, NEW.created_at)
    AND (OLD.status <> 'submitted' OR (OLD.submitted_at, floor(OLD.total)) IS NOT DISTINCT FROM (NEW.submitted_at, floor(NEW.total))) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT e.stage_id, e.expert_group_id, s.competition_id, s.school_group_id INTO t
    FROM review_entries e JOIN enroll_teams s ON s.id = e.team_id WHERE e.id = OLD.entry_id;
    IF FOUND THEN
      PERFORM statistics_bump('review', t.competition_id, t.school_group_id, (OLD.created_at AT TIME ZONE 'Asia/Shanghai')::date, t.stage_id, NULL, OLD.status, -1);
      PERFORM statistics_bump('reviewExpert', t.competition_id, t.school_group_id, (OLD.created_at AT TIME ZONE 'Asia/Shanghai')::date, OLD.expert_id, t.expert_group_id, OLD.status, -1);
      IF OLD.status = 'submitted' THEN
        PERFORM statistics_bump('score', t.competition_id, t.school_group_id, (OLD.submitted_at AT TIME ZONE 'Asia/Shanghai')::date, t.stage_id, floor(OLD.total)::bigint, NULL, -1);
      END IF;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT e.stage_id, e.expert_group_id, s.competition_id, s.school_group_id INTO t
    FROM review_entries e JOIN enroll_teams s ON s.id = e.team_id WHERE e.id = NEW.entry_id;
    IF FOUND THEN
      PERFORM statistics_bump('review', t.competition_id, t.school_group_id, (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date, t.stage_id, NULL, NEW.status, 1);
      PERFORM statistics_bump('reviewExpert', t.competition_id, t.school_group_id, (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date, NEW.expert_id, t.expert_group_id, NEW.status, 1);
      IF NEW.status = 'submitted' THEN
        PERFORM statistics_bump('score', t.competition_id, t.school_group_id, (NEW.submitted_at AT TIME ZONE 'Asia/Shanghai')::date, t.stage_id, floor(NEW.total)::bigint, NULL, 1);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_review_assignments" AFTER INSERT OR UPDATE OR DELETE ON "review_assignments" FOR EACH ROW EXECUTE FUNCTION statistics_review_assignments();
--> statement-breakpoint
-- One review entry's assignments per expert (metric reviewExpert: part = expert, part2 = the entry's expert
-- group) under its sign-up's competition and school, times p_sign: taken away before the entry goes, moved
-- when its sign-up or its expert group changes (the distribution places works in groups).
CREATE FUNCTION "statistics_entry_experts"(p_entry bigint, p_team bigint, p_group bigint, p_sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO statistics_days AS s (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
  SELECT 'reviewExpert', t.competition_id, t.school_group_id, (a.created_at AT TIME ZONE 'Asia/Shanghai')::date,
    a.expert_id, p_group, a.status, p_sign * count(*)::integer
  FROM review_assignments a JOIN enroll_teams t ON t.id = p_team
  WHERE a.entry_id = p_entry
  GROUP BY t.competition_id, t.school_group_id, 4, a.expert_id, a.status
  ON CONFLICT ON CONSTRAINT statistics_days_key DO UPDATE SET n = s.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION "statistics_review_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Before the row goes (its assignments cascade after it and can no longer find it).
    PERFORM statistics_entry_records(OLD.id, OLD.team_id, OLD.stage_id, -1);
    PERFORM statistics_entry_experts(OLD.id, OLD.team_id, OLD.expert_group_id, -1);
    RETURN OLD;
  END IF;
  IF (OLD.team_id, OLD.stage_id) IS DISTINCT FROM (NEW.team_id, NEW.stage_id) THEN
    PERFORM statistics_entry_records(OLD.id, OLD.team_id, OLD.stage_id, -1);
    PERFORM statistics_entry_records(NEW.id, NEW.team_id, NEW.stage_id, 1);
  END IF;
  IF (OLD.team_id, OLD.expert_group_id) IS DISTINCT FROM (NEW.team_id, NEW.expert_group_id) THEN
    PERFORM statistics_entry_experts(OLD.id, OLD.team_id, OLD.expert_group_id, -1);
    PERFORM statistics_entry_experts(NEW.id, NEW.team_id, NEW.expert_group_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_review_entries_delete" BEFORE DELETE ON "review_entries" FOR EACH ROW EXECUTE FUNCTION statistics_review_entries();
--> statement-breakpoint
CREATE TRIGGER "statistics_review_entries_move" AFTER UPDATE ON "review_entries" FOR EACH ROW EXECUTE FUNCTION statistics_review_entries();
--> statement-breakpoint
CREATE FUNCTION "statistics_award_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.team_id IS DISTINCT FROM NEW.team_id THEN
    PERFORM statistics_award_records(OLD.id, OLD.team_id, -1);
    PERFORM statistics_award_records(NEW.id, NEW.team_id, 1);
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.team_id, OLD.level_id, OLD.created_at) IS NOT DISTINCT FROM (NEW.team_id, NEW.level_id, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT competition_id, school_group_id INTO t FROM enroll_teams WHERE id = OLD.team_id;
    IF FOUND THEN
      PERFORM statistics_bump('award', t.competition_id, t.school_group_id, (OLD.created_at AT TIME ZONE 'Asia/Shanghai')::date, OLD.level_id, NULL, NULL, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT competition_id, school_group_id INTO t FROM enroll_teams WHERE id = NEW.team_id;
    IF FOUND THEN
      PERFORM statistics_bump('award', t.competition_id, t.school_group_id, (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date, NEW.level_id, NULL, NULL, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_award_entries" AFTER INSERT OR UPDATE OR DELETE ON "award_entries" FOR EACH ROW EXECUTE FUNCTION statistics_award_entries();
--> statement-breakpoint
CREATE FUNCTION "statistics_certificates"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.entry_id, OLD.status, OLD.issued_at, OLD.revoked_at) IS NOT DISTINCT FROM (NEW.entry_id, NEW.status, NEW.issued_at, NEW.revoked_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT s.competition_id, s.school_group_id INTO t
    FROM award_entries x JOIN enroll_teams s ON s.id = x.team_id WHERE x.id = OLD.entry_id;
    IF FOUND THEN
      PERFORM statistics_bump('certificate', t.competition_id, t.school_group_id, (OLD.issued_at AT TIME ZONE 'Asia/Shanghai')::date, NULL, NULL, OLD.status, -1);
      IF OLD.status = 'revoked' THEN
        PERFORM statistics_bump('revoked', t.competition_id, t.school_group_id, (OLD.revoked_at AT TIME ZONE 'Asia/Shanghai')::date, NULL, NULL, NULL, -1);
      END IF;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT s.competition_id, s.school_group_id INTO t
    FROM award_entries x JOIN enroll_teams s ON s.id = x.team_id WHERE x.id = NEW.entry_id;
    IF FOUND THEN
      PERFORM statistics_bump('certificate', t.competition_id, t.school_group_id, (NEW.issued_at AT TIME ZONE 'Asia/Shanghai')::date, NULL, NULL, NEW.status, 1);
      IF NEW.status = 'revoked' THEN
        PERFORM statistics_bump('revoked', t.competition_id, t.school_group_id, (NEW.revoked_at AT TIME ZONE 'Asia/Shanghai')::date, NULL, NULL, NULL, 1);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_certificates" AFTER INSERT OR UPDATE OR DELETE ON "certificates" FOR EACH ROW EXECUTE FUNCTION statistics_certificates();
--> statement-breakpoint
-- What the database already holds.
INSERT INTO statistics_days (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
SELECT 'signUp', competition_id, school_group_id, (created_at AT TIME ZONE 'Asia/Shanghai')::date, item_id, participant_group_id, status, count(*)::integer
FROM enroll_teams GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO statistics_days (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
SELECT 'approved', competition_id, school_group_id, (coalesce(reviewed_at, created_at) AT TIME ZONE 'Asia/Shanghai')::date, NULL::bigint, NULL::bigint, NULL::text, count(*)::integer
FROM enroll_teams WHERE status = 'approved' GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
SELECT statistics_team_records(id, competition_id, school_group_id, 1) FROM enroll_teams;
--> statement-breakpoint
INSERT INTO statistics_people (competition_id, school_group_id, day, user_id, n)
SELECT t.competition_id, t.school_group_id, (t.created_at AT TIME ZONE 'Asia/Shanghai')::date, m.user_id, count(*)::integer
FROM enroll_members m JOIN enroll_teams t ON t.id = m.team_id WHERE m.role <> 'advisor' GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO statistics_days (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
SELECT 'reviewExpert', t.competition_id, t.school_group_id, (a.created_at AT TIME ZONE 'Asia/Shanghai')::date, a.expert_id, e.expert_group_id, a.status, count(*)::integer
FROM review_assignments a JOIN review_entries e ON e.id = a.entry_id JOIN enroll_teams t ON t.id = e.team_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
