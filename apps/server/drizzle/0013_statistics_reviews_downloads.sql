CREATE TABLE "certificate_downloads" (
	"certificate_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "certificate_downloads_certificate_id_day_pk" PRIMARY KEY("certificate_id","day")
);
--> statement-breakpoint
ALTER TABLE "certificate_downloads" ADD CONSTRAINT "certificate_downloads_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_downloads_day_idx" ON "certificate_downloads" USING btree ("day");--> statement-breakpoint
-- Hand-written (modules/statistics/rollup-triggers.sql holds the full current definition): the rollup's
-- metric reviewExpert (review assignments per expert and the entry's expert group), kept by the same triggers.
CREATE OR REPLACE FUNCTION "statistics_team_records"(p_team bigint, p_competition bigint, p_school bigint, p_sign integer) RETURNS void LANGUAGE sql AS $$
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
CREATE OR REPLACE FUNCTION "statistics_review_assignments"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION "statistics_review_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- What the database already holds.
INSERT INTO statistics_days (metric, competition_id, school_group_id, day, part_id, part2_id, state, n)
SELECT 'reviewExpert', t.competition_id, t.school_group_id, (a.created_at AT TIME ZONE 'Asia/Shanghai')::date, a.expert_id, e.expert_group_id, a.status, count(*)::integer
FROM review_assignments a JOIN review_entries e ON e.id = a.entry_id JOIN enroll_teams t ON t.id = e.team_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
