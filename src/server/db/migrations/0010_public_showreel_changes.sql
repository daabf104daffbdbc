-- Every change that could alter what a public showreel address shows (its showreel, its
-- publication, its share links) is announced on one channel, with the showreel's id, when the
-- transaction commits. Web processes keep published showreels' rows in memory and drop a
-- showreel's on its announcement: an edit, unpublish or revoke reaches every node at once.
CREATE FUNCTION "notify_public_showreel_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'public_showreel_changed',
    to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "showreels_public_change" AFTER UPDATE OR DELETE ON "showreels"
  FOR EACH ROW EXECUTE FUNCTION "notify_public_showreel_change"('id');
--> statement-breakpoint
CREATE TRIGGER "published_showreels_public_change" AFTER INSERT OR UPDATE OR DELETE ON "published_showreels"
  FOR EACH ROW EXECUTE FUNCTION "notify_public_showreel_change"('showreel_id');
--> statement-breakpoint
CREATE TRIGGER "share_links_public_change" AFTER INSERT OR UPDATE OR DELETE ON "share_links"
  FOR EACH ROW EXECUTE FUNCTION "notify_public_showreel_change"('showreel_id');
