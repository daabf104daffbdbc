ALTER TABLE "studies" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "participant_token" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "is_explainer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_participantToken_unique" UNIQUE("participant_token");