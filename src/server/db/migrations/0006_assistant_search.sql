-- btree_gin lets one GIN index hold client_id beside the tsvector: Bloom's retrieval scopes by client first.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(key_takeaways_text, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(key_takeaways_text, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "transcript_chunks" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED;--> statement-breakpoint
ALTER TABLE "insights" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content_text), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "studies_search_idx" ON "studies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "objectives_search_idx" ON "objectives" USING gin ("search");--> statement-breakpoint
CREATE INDEX "transcript_chunks_search_idx" ON "transcript_chunks" USING gin ("search");--> statement-breakpoint
CREATE INDEX "insights_search_idx" ON "insights" USING gin ("search");--> statement-breakpoint
CREATE INDEX "quotes_client_search_idx" ON "quotes" USING gin ("client_id","search");