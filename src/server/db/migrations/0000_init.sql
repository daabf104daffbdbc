CREATE TYPE "public"."ai_generation_kind" AS ENUM('OUTLINE', 'DESIGN');--> statement-breakpoint
CREATE TYPE "public"."ai_generation_status" AS ENUM('PENDING', 'IN_PROGRESS', 'COMPLETED', 'ERROR');--> statement-breakpoint
CREATE TYPE "public"."assistant_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."chart_kind" AS ENUM('SCORING', 'CHECKBOX', 'PERCENTAGE', 'OBSERVATION', 'DURATION');--> statement-breakpoint
CREATE TYPE "public"."data_source" AS ENUM('UPLOAD', 'CAPTURE', 'MODERATED');--> statement-breakpoint
CREATE TYPE "public"."device" AS ENUM('DESKTOP', 'MOBILE', 'BOTH');--> statement-breakpoint
CREATE TYPE "public"."display_status_code" AS ENUM('DRAFT', 'IN_PREPARATION', 'IN_PROGRESS', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('FEMALE', 'MALE', 'OTHER', 'ANY');--> statement-breakpoint
CREATE TYPE "public"."material_kind" AS ENUM('FILE', 'LINK');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('VIDEO', 'SUBTITLES', 'IMAGE', 'FILE');--> statement-breakpoint
CREATE TYPE "public"."member_status" AS ENUM('PENDING', 'ACTIVE');--> statement-breakpoint
CREATE TYPE "public"."options_type" AS ENUM('TEXT_ONLY', 'SUBTASKS');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PLACED', 'RECRUITING', 'FULFILLED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."project_access" AS ENUM('ALL', 'SELECTED', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."recruitment_method" AS ENUM('SHAREABLE_LINK', 'SPECIALIST');--> statement-breakpoint
CREATE TYPE "public"."showreel_status" AS ENUM('CREATED', 'PROCESSING', 'READY', 'ERROR');--> statement-breakpoint
CREATE TYPE "public"."showreel_type" AS ENUM('CURATED', 'CUSTOM');--> statement-breakpoint
CREATE TYPE "public"."stimuli_type" AS ENUM('FILE', 'LINK', 'ANY');--> statement-breakpoint
CREATE TYPE "public"."study_recruit_method" AS ENUM('SELF_RECRUIT', 'SPECIALIST');--> statement-breakpoint
CREATE TYPE "public"."study_status" AS ENUM('DRAFT', 'IN_PROGRESS', 'IMPORTED', 'COMPLETED', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."target_audience_type" AS ENUM('BUSINESS_PROFESSIONALS', 'PRIVATE_CUSTOMERS');--> statement-breakpoint
CREATE TYPE "public"."task_type" AS ENUM('TEXT_ONLY', 'FREE_TEXT', 'CHECKBOX', 'RADIO', 'OBSERVATION', 'SCORING', 'SUBTASKS');--> statement-breakpoint
CREATE TYPE "public"."upload_status" AS ENUM('PENDING', 'COMPLETED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "clients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"socrat_client_id" integer,
	"can_invite_team_members" boolean DEFAULT true NOT NULL,
	"invite_new_users_by_permission" boolean DEFAULT false NOT NULL,
	"seat_limit" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_socratClientId_unique" UNIQUE("socrat_client_id")
);
--> statement-breakpoint
CREATE TABLE "company_departments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"membership_id" bigint NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"status" "member_status" DEFAULT 'PENDING' NOT NULL,
	"project_access" "project_access" DEFAULT 'ALL' NOT NULL,
	"auto_grant_new_projects" boolean DEFAULT false NOT NULL,
	"invited_by_user_id" bigint,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" bigint NOT NULL,
	"permission_key" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_key_pk" PRIMARY KEY("role_id","permission_key")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	CONSTRAINT "roles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"job_title" text,
	"company_department" text,
	"image_url" text,
	"default_client_id" bigint,
	"staff_role_id" bigint,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oauth_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"client_id" bigint,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "study_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" text NOT NULL,
	"study_type_id" bigint,
	"title" text NOT NULL,
	"purpose" text NOT NULL,
	"stimuli_type" "stimuli_type" DEFAULT 'ANY' NOT NULL,
	"min_stimuli_count" integer DEFAULT 0 NOT NULL,
	"max_stimuli_count" integer DEFAULT 5 NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"objectives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"study_design" jsonb DEFAULT '{"sections":[]}'::jsonb NOT NULL,
	"recruit_method" "study_recruit_method" DEFAULT 'SPECIALIST' NOT NULL,
	"custom_criteria" text,
	"brief" text,
	"quality_assurance" boolean DEFAULT false NOT NULL,
	"country_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_templates_templateId_unique" UNIQUE("template_id")
);
--> statement-breakpoint
CREATE TABLE "study_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"granted_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"title" text NOT NULL,
	"client_created" boolean DEFAULT false NOT NULL,
	"socrat_project_id" integer,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"study_type_id" bigint,
	"template_id" bigint,
	"socrat_study_id" integer,
	"title" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"brief" text,
	"status" "study_status" DEFAULT 'DRAFT' NOT NULL,
	"display_status_code" "display_status_code" DEFAULT 'DRAFT' NOT NULL,
	"data_source" "data_source" DEFAULT 'CAPTURE' NOT NULL,
	"recruit_method" "study_recruit_method" DEFAULT 'SPECIALIST' NOT NULL,
	"target_audience_type" "target_audience_type" DEFAULT 'PRIVATE_CUSTOMERS' NOT NULL,
	"device" "device" DEFAULT 'BOTH' NOT NULL,
	"recording_devices" text[] DEFAULT '{}' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"market" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_with_ai" boolean DEFAULT false NOT NULL,
	"is_cross_segments_enabled" boolean DEFAULT false NOT NULL,
	"client_created" boolean DEFAULT false NOT NULL,
	"quality_assurance" boolean DEFAULT false NOT NULL,
	"key_takeaways_text" text,
	"key_takeaways_html" text,
	"thumbnail_url" text,
	"required_interviews" integer DEFAULT 8 NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"materials_locked_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_producers" (
	"study_id" bigint NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "study_producers_study_id_email_pk" PRIMARY KEY("study_id","email")
);
--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objectives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"study_id" bigint NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"key_takeaways_text" text,
	"key_takeaways_html" text,
	"thumbnail_url" text
);
--> statement-breakpoint
CREATE TABLE "recruitment_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"study_id" bigint NOT NULL,
	"segment_id" bigint,
	"method" "recruitment_method" DEFAULT 'SPECIALIST' NOT NULL,
	"age_min" integer DEFAULT 18 NOT NULL,
	"age_max" integer DEFAULT 65 NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"custom_criteria" text,
	"devices" text[] DEFAULT '{}' NOT NULL,
	"gender" "gender" DEFAULT 'ANY' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"required_interviews" integer DEFAULT 8 NOT NULL,
	"participants_per_segment" integer,
	CONSTRAINT "recruitment_settings_studyId_segmentId_unique" UNIQUE NULLS NOT DISTINCT("study_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "section_materials" (
	"section_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	CONSTRAINT "section_materials_section_id_material_id_pk" PRIMARY KEY("section_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"study_id" bigint NOT NULL,
	"segment_id" bigint,
	"objective_id" bigint,
	"text" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segment_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"study_id" bigint NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"study_id" bigint NOT NULL,
	"segment_group_id" bigint,
	"title" text NOT NULL,
	"socrat_study_id" integer,
	"market" text,
	"language" text,
	"gender" "gender",
	"age_min" integer,
	"age_max" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_materials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"study_id" bigint NOT NULL,
	"kind" "material_kind" NOT NULL,
	"title" text NOT NULL,
	"name" text,
	"mime_type" text,
	"url" text,
	"thumbnail_url" text,
	"link" text,
	"android_link" text,
	"ios_link" text,
	"file_name" text,
	"file_mime_type" text,
	"file_path" text,
	"upload_id" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_segments" (
	"task_id" bigint NOT NULL,
	"segment_id" bigint NOT NULL,
	CONSTRAINT "task_segments_task_id_segment_id_pk" PRIMARY KEY("task_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"study_id" bigint NOT NULL,
	"section_id" bigint,
	"parent_id" bigint,
	"text" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"type" "task_type" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"position_name" text,
	"options_type" "options_type" DEFAULT 'TEXT_ONLY' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scale_length" integer,
	"object_assignment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"has_ceb_score" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint,
	"kind" "media_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"lang" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint,
	"user_id" bigint,
	"upload_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer,
	"storage_key" text NOT NULL,
	"status" "upload_status" DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"study_id" bigint NOT NULL,
	"segment_id" bigint,
	"participant_id" bigint NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"duration_seconds" real DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"video_asset_id" bigint,
	"face_asset_id" bigint,
	"thumbnail_asset_id" bigint,
	"subtitles_en_asset_id" bigint,
	"subtitles_original_asset_id" bigint,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"study_id" bigint NOT NULL,
	"segment_id" bigint,
	"name" text NOT NULL,
	"age" integer,
	"country" text,
	"gender" "gender",
	"language" text,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"interview_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_chunks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_chunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transcript_task_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"start" real NOT NULL,
	"end" real NOT NULL,
	"text" text NOT NULL,
	"original_text" text
);
--> statement-breakpoint
CREATE TABLE "transcript_sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transcript_id" bigint NOT NULL,
	"section_id" bigint,
	"position" integer NOT NULL,
	"start" real NOT NULL,
	"end" real NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transcript_section_id" bigint NOT NULL,
	"task_id" bigint,
	"type" "task_type" NOT NULL,
	"position" integer NOT NULL,
	"start" real NOT NULL,
	"end" real NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcripts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"interview_id" bigint NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transcripts_interviewId_unique" UNIQUE("interview_id")
);
--> statement-breakpoint
CREATE TABLE "charts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"insight_id" bigint NOT NULL,
	"task_id" bigint,
	"kind" chart_kind NOT NULL,
	"points" jsonb NOT NULL,
	"average_value" real,
	"total_count" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_quotes" (
	"insight_id" bigint NOT NULL,
	"quote_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_quotes_insight_id_quote_id_pk" PRIMARY KEY("insight_id","quote_id")
);
--> statement-breakpoint
CREATE TABLE "insight_tasks" (
	"insight_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	CONSTRAINT "insight_tasks_insight_id_task_id_pk" PRIMARY KEY("insight_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "insights" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"study_id" bigint NOT NULL,
	"objective_id" bigint,
	"segment_id" bigint,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"study_id" bigint NOT NULL,
	"segment_id" bigint,
	"interview_id" bigint NOT NULL,
	"participant_id" bigint NOT NULL,
	"task_id" bigint,
	"content" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"start" real NOT NULL,
	"end" real NOT NULL,
	"thumbnail_url" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', content)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_showreels" (
	"id" text PRIMARY KEY NOT NULL,
	"showreel_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"study_id" bigint,
	"insight_id" bigint,
	"project_id" bigint,
	"indexable" boolean DEFAULT false NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showreel_quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "showreel_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"showreel_id" bigint NOT NULL,
	"quote_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"start" real,
	"end" real
);
--> statement-breakpoint
CREATE TABLE "showreels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "showreels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"study_id" bigint NOT NULL,
	"objective_id" bigint,
	"insight_id" bigint,
	"segment_id" bigint,
	"type" "showreel_type" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "showreel_status" DEFAULT 'CREATED' NOT NULL,
	"error" text,
	"published" boolean DEFAULT false NOT NULL,
	"duration_seconds" real,
	"video_asset_id" bigint,
	"thumbnail_asset_id" bigint,
	"subtitles_asset_id" bigint,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_generations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_generations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"study_id" bigint,
	"kind" "ai_generation_kind" NOT NULL,
	"status" "ai_generation_status" DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" bigint NOT NULL,
	"role" "assistant_role" NOT NULL,
	"content" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_threads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint,
	"user_id" bigint,
	"name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"project_id" bigint,
	"study_id" bigint,
	"recruit_method" "recruitment_method" NOT NULL,
	"required_interviews" integer NOT NULL,
	"status" "order_status" DEFAULT 'PLACED' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_departments" ADD CONSTRAINT "company_departments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_key_permissions_key_fk" FOREIGN KEY ("permission_key") REFERENCES "public"."permissions"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_client_id_clients_id_fk" FOREIGN KEY ("default_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_id_roles_id_fk" FOREIGN KEY ("staff_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_accounts" ADD CONSTRAINT "oauth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_templates" ADD CONSTRAINT "study_templates_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_template_id_study_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."study_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_producers" ADD CONSTRAINT "study_producers_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_settings" ADD CONSTRAINT "recruitment_settings_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_settings" ADD CONSTRAINT "recruitment_settings_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_materials" ADD CONSTRAINT "section_materials_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_materials" ADD CONSTRAINT "section_materials_material_id_study_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."study_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_groups" ADD CONSTRAINT "segment_groups_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_segment_group_id_segment_groups_id_fk" FOREIGN KEY ("segment_group_id") REFERENCES "public"."segment_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_materials" ADD CONSTRAINT "study_materials_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_materials" ADD CONSTRAINT "study_materials_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_segments" ADD CONSTRAINT "task_segments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_segments" ADD CONSTRAINT "task_segments_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_id_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_video_asset_id_media_assets_id_fk" FOREIGN KEY ("video_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_face_asset_id_media_assets_id_fk" FOREIGN KEY ("face_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_thumbnail_asset_id_media_assets_id_fk" FOREIGN KEY ("thumbnail_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_subtitles_en_asset_id_media_assets_id_fk" FOREIGN KEY ("subtitles_en_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_subtitles_original_asset_id_media_assets_id_fk" FOREIGN KEY ("subtitles_original_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_answers" ADD CONSTRAINT "task_answers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_answers" ADD CONSTRAINT "task_answers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_chunks" ADD CONSTRAINT "transcript_chunks_transcript_task_id_transcript_tasks_id_fk" FOREIGN KEY ("transcript_task_id") REFERENCES "public"."transcript_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_sections" ADD CONSTRAINT "transcript_sections_transcript_id_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_sections" ADD CONSTRAINT "transcript_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_tasks" ADD CONSTRAINT "transcript_tasks_transcript_section_id_transcript_sections_id_fk" FOREIGN KEY ("transcript_section_id") REFERENCES "public"."transcript_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_tasks" ADD CONSTRAINT "transcript_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charts" ADD CONSTRAINT "charts_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charts" ADD CONSTRAINT "charts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_quotes" ADD CONSTRAINT "insight_quotes_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_quotes" ADD CONSTRAINT "insight_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_tasks" ADD CONSTRAINT "insight_tasks_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_tasks" ADD CONSTRAINT "insight_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_showreels" ADD CONSTRAINT "published_showreels_showreel_id_showreels_id_fk" FOREIGN KEY ("showreel_id") REFERENCES "public"."showreels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_showreels" ADD CONSTRAINT "published_showreels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_showreels" ADD CONSTRAINT "published_showreels_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_showreels" ADD CONSTRAINT "published_showreels_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_showreels" ADD CONSTRAINT "published_showreels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_showreels" ADD CONSTRAINT "published_showreels_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreel_quotes" ADD CONSTRAINT "showreel_quotes_showreel_id_showreels_id_fk" FOREIGN KEY ("showreel_id") REFERENCES "public"."showreels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreel_quotes" ADD CONSTRAINT "showreel_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_video_asset_id_media_assets_id_fk" FOREIGN KEY ("video_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_thumbnail_asset_id_media_assets_id_fk" FOREIGN KEY ("thumbnail_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_subtitles_asset_id_media_assets_id_fk" FOREIGN KEY ("subtitles_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_thread_id_assistant_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."assistant_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_threads" ADD CONSTRAINT "assistant_threads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_threads" ADD CONSTRAINT "assistant_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_departments_client_id_name_index" ON "company_departments" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "invitations_client_id_index" ON "invitations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invitations_membership_id_index" ON "invitations" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_client_user_idx" ON "memberships" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "memberships_user_id_index" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_accounts_provider_subject_index" ON "oauth_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_index" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_members_user_id_index" ON "project_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_client_id_index" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "studies_client_id_created_at_index" ON "studies" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "studies_project_id_index" ON "studies" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "studies_template_id_index" ON "studies" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "objectives_study_id_index" ON "objectives" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "sections_study_id_index" ON "sections" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "sections_objective_id_index" ON "sections" USING btree ("objective_id");--> statement-breakpoint
CREATE INDEX "segment_groups_study_id_index" ON "segment_groups" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "segments_study_id_index" ON "segments" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "segments_segment_group_id_index" ON "segments" USING btree ("segment_group_id");--> statement-breakpoint
CREATE INDEX "study_materials_study_id_index" ON "study_materials" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "tasks_study_id_index" ON "tasks" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "tasks_section_id_index" ON "tasks" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "tasks_parent_id_index" ON "tasks" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "media_assets_client_id_index" ON "media_assets" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "interviews_study_id_index" ON "interviews" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "interviews_client_id_index" ON "interviews" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "interviews_segment_id_index" ON "interviews" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "participants_study_id_index" ON "participants" USING btree ("study_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_answers_interview_id_task_id_index" ON "task_answers" USING btree ("interview_id","task_id");--> statement-breakpoint
CREATE INDEX "task_answers_task_id_index" ON "task_answers" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "transcript_chunks_transcript_task_id_index" ON "transcript_chunks" USING btree ("transcript_task_id");--> statement-breakpoint
CREATE INDEX "transcript_sections_transcript_id_index" ON "transcript_sections" USING btree ("transcript_id");--> statement-breakpoint
CREATE INDEX "transcript_tasks_transcript_section_id_index" ON "transcript_tasks" USING btree ("transcript_section_id");--> statement-breakpoint
CREATE INDEX "charts_insight_id_index" ON "charts" USING btree ("insight_id");--> statement-breakpoint
CREATE INDEX "insight_quotes_quote_id_index" ON "insight_quotes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "insights_study_id_index" ON "insights" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "insights_objective_id_index" ON "insights" USING btree ("objective_id");--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "quotes_study_id_id_index" ON "quotes" USING btree ("study_id","id");--> statement-breakpoint
CREATE INDEX "quotes_client_id_id_index" ON "quotes" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "quotes_interview_id_index" ON "quotes" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "quotes_task_id_index" ON "quotes" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "published_showreels_showreel_id_index" ON "published_showreels" USING btree ("showreel_id");--> statement-breakpoint
CREATE INDEX "published_showreels_client_id_index" ON "published_showreels" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "showreel_quotes_showreel_id_quote_id_index" ON "showreel_quotes" USING btree ("showreel_id","quote_id");--> statement-breakpoint
CREATE INDEX "showreel_quotes_quote_id_index" ON "showreel_quotes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "showreels_study_id_index" ON "showreels" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "showreels_client_id_created_at_index" ON "showreels" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_generations_study_id_index" ON "ai_generations" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "assistant_messages_thread_id_id_index" ON "assistant_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "assistant_threads_client_id_user_id_index" ON "assistant_threads" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "analytics_events_client_id_created_at_index" ON "analytics_events" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_index" ON "analytics_events" USING btree ("name");--> statement-breakpoint
CREATE INDEX "orders_client_id_index" ON "orders" USING btree ("client_id");