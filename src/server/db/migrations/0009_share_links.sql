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
CREATE TABLE "share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"showreel_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"password_set_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"allow_download" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_link_views" ADD CONSTRAINT "share_link_views_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_showreel_id_showreels_id_fk" FOREIGN KEY ("showreel_id") REFERENCES "public"."showreels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_views_link_id_viewed_at_index" ON "share_link_views" USING btree ("link_id","viewed_at");--> statement-breakpoint
CREATE INDEX "share_link_views_viewed_at_index" ON "share_link_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "share_links_showreel_id_index" ON "share_links" USING btree ("showreel_id");--> statement-breakpoint
CREATE INDEX "share_links_client_id_index" ON "share_links" USING btree ("client_id");