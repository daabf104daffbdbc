ALTER TABLE "showreels" ADD COLUMN "captions" text DEFAULT 'TRACK' NOT NULL;--> statement-breakpoint
ALTER TABLE "showreels" ADD COLUMN "caption_language" text DEFAULT 'en' NOT NULL;