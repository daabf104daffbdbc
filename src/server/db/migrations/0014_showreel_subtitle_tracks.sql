ALTER TABLE "showreels" ADD COLUMN "other_subtitles_asset_id" bigint;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_other_subtitles_asset_id_media_assets_id_fk" FOREIGN KEY ("other_subtitles_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Reels with a subtitle track render once more to gain the track in their other caption language
-- (their video and poster come back from the render cache; only the subtitles are written).
UPDATE "showreels" SET "status" = 'CREATED', "revision" = "revision" + 1 WHERE "captions" = 'TRACK' AND "status" = 'READY';
