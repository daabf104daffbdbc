CREATE TABLE "share_link_views" (
	"link_id" text NOT NULL,
	"view_key" text NOT NULL,
	"viewer_hash" text NOT NULL,
	"watched_share" real NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_link_views_link_id_view_key_pk" PRIMARY KEY("link_id","view_key")
);
--> statement-breakpoint
CREATE TABLE "viewer_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_link_views" ADD CONSTRAINT "share_link_views_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_views_link_id_viewed_at_index" ON "share_link_views" USING btree ("link_id","viewed_at");--> statement-breakpoint
CREATE INDEX "share_link_views_viewed_at_index" ON "share_link_views" USING btree ("viewed_at");