ALTER TABLE "share_links" ALTER COLUMN "showreel_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "interview_id" bigint;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_interview_id_index" ON "share_links" USING btree ("interview_id");--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_shares_one" CHECK (num_nonnulls("share_links"."showreel_id", "share_links"."interview_id") = 1);--> statement-breakpoint
-- A participant video's share links are announced on the public pages' channel too, keyed
-- "video:<interview id>" (a showreel's stay its bare id): a link's change, the video's unpublishing
-- or new media, and its study's new title (which its page shows) reach every node's memory at once.
CREATE FUNCTION "notify_share_link_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  link share_links := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM pg_notify('public_showreel_changed', coalesce(link.showreel_id::text, 'video:' || link.interview_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "share_links_public_change" ON "share_links";
--> statement-breakpoint
CREATE TRIGGER "share_links_public_change" AFTER INSERT OR UPDATE OR DELETE ON "share_links"
  FOR EACH ROW EXECUTE FUNCTION "notify_share_link_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_public_video_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_showreel_changed', TG_ARGV[0] || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "interviews_public_change"
  AFTER UPDATE OF "published", "duration_seconds", "video_asset_id", "thumbnail_asset_id", "subtitles_en_asset_id", "subtitles_original_asset_id", "participant_id" OR DELETE
  ON "interviews" FOR EACH ROW EXECUTE FUNCTION "notify_public_video_change"('video:');
--> statement-breakpoint
CREATE TRIGGER "studies_public_video_change" AFTER UPDATE OF "title" ON "studies"
  FOR EACH ROW EXECUTE FUNCTION "notify_public_video_change"('study:');
