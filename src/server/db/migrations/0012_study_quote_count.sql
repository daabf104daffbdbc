ALTER TABLE "studies" ADD COLUMN "quote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A study's number of quotes, kept as quotes come and go: each statement on quotes adds or takes
-- away its rows per study at once (transition tables), so a bulk load costs one update per study.
CREATE FUNCTION "count_study_quotes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE studies s SET quote_count = s.quote_count + d.n
      FROM (SELECT study_id, count(*)::int AS n FROM added GROUP BY study_id) d WHERE s.id = d.study_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE studies s SET quote_count = s.quote_count - d.n
      FROM (SELECT study_id, count(*)::int AS n FROM gone GROUP BY study_id) d WHERE s.id = d.study_id;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE studies s SET quote_count = s.quote_count + d.n
      FROM (SELECT study_id, sum(n)::int AS n FROM (
              SELECT study_id, 1 AS n FROM added UNION ALL SELECT study_id, -1 FROM gone) moved
            GROUP BY study_id HAVING sum(n) <> 0) d
     WHERE s.id = d.study_id;
  ELSE -- TRUNCATE
    UPDATE studies SET quote_count = 0 WHERE quote_count <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "quotes_count_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_study_quotes"();
--> statement-breakpoint
CREATE TRIGGER "quotes_count_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "count_study_quotes"();
--> statement-breakpoint
CREATE TRIGGER "quotes_count_update" AFTER UPDATE ON "quotes"
  REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_study_quotes"();
--> statement-breakpoint
CREATE TRIGGER "quotes_count_truncate" AFTER TRUNCATE ON "quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_study_quotes"();
--> statement-breakpoint
UPDATE studies s SET quote_count = c.n
  FROM (SELECT study_id, count(*)::int AS n FROM quotes GROUP BY study_id) c WHERE s.id = c.study_id;
