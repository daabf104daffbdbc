DROP INDEX "interviews_study_id_index";--> statement-breakpoint
CREATE INDEX "interviews_study_id_recorded_at_id_index" ON "interviews" USING btree ("study_id","recorded_at","id");