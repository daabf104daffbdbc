import { statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ASSISTANT_BUILT_IN_LINE_MS, ASSISTANT_QUESTIONS_PER_MINUTE } from "@/lib/constants";

/** A "min-max" millisecond range such as "300-1000", or a single number. */
const latencyRange = z
  .string()
  .regex(/^\d+(-\d+)?$/, "must be milliseconds like 300 or 300-1000")
  .transform((value) => {
    const [min, max = min] = value.split("-").map(Number) as [number, number?];
    return { min, max: Math.max(min, max) };
  });

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => ["true", "1", "yes"].includes(value));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RUN_WORKER: booleanFlag.default(true),
  /** Web processes sharing PORT (node:cluster); unset: one per core. Pages are CPU-bound, and a process uses one core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** A reverse proxy in front sets X-Forwarded-For/-Proto/-Host; otherwise those headers are dropped. */
  TRUST_PROXY: booleanFlag.default(false),
  DEMO_LATENCY_MS: latencyRange.optional(),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  FFMPEG_PATH: z.string().optional(),
  MEDIA_CACHE_DIR: z.string().optional(),

  // Object storage: unset keeps every file under DATA_DIR; s3://bucket/prefix stores them in any
  // S3-compatible service (AWS S3, MinIO, R2, Ceph's radosgw). See docs/operations.md.
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^?#]*)?$/, "must be s3://bucket or s3://bucket/prefix")
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Path-style addresses (endpoint/bucket/key) for servers without per-bucket host names.
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),

  // Sessions: access tokens are short-lived JWTs; refresh tokens rotate on every use.
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SELF_REGISTRATION: booleanFlag.default(true),

  // Mail: SMTP when set (smtp://user:pass@host:port, smtps://…), else .eml files in DATA_DIR/outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Fieldnote <no-reply@localhost>"),

  // Third-party sign-in; a provider is offered when its client id and secret are set.
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default("Single sign-on"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_TENANT: z.string().default("common"),

  // External services (000 §7), each off until its address is set (see .env.example and README).
  // Browser scripts load after the visitor's consent, except the consent script itself.
  ANALYTICS_SCRIPT_URL: z.url().optional(),
  TAG_MANAGER_SCRIPT_URL: z.url().optional(),
  CHAT_WIDGET_SCRIPT_URL: z.url().optional(),
  CONSENT_SCRIPT_URL: z.url().optional(),
  // The marketing site's content feed (a JSON Feed), read by the server for /discover.
  CONTENT_FEED_URL: z.url().optional(),

  // Links out (000 §2).
  TERMS_URL: z.url().default("https://www.example.com/legal/terms-of-service"),
  PRIVACY_URL: z.url().default("https://www.example.com/legal/privacy-policy"),
  STUDY_TERMS_URL: z.url().default("https://www.example.com/legal/study-terms"),
  SUBTITLES_HELP_URL: z
    .url()
    .default(
      "https://support.microsoft.com/en-us/office/add-closed-captions-or-subtitles-to-media-in-powerpoint-df091537-fb0f-48a1-b4fb-a0ad1c2e8e5e",
    ),

  // Bloom's engine (DESIGN §6): the built-in one needs nothing; `openai` is any OpenAI-compatible
  // server (base URL, key, model); `local` runs a GGUF model file in-process. See aiProviderNeeds.
  AI_PROVIDER: z.enum(["builtin", "openai", "local"]).default("builtin"),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_MODEL_PATH: z
    .string()
    .regex(/\.gguf$/i, "must be the path of a .gguf model file")
    .optional(),
  // Questions one client may ask Bloom per minute, all its members together (429 with Retry-After beyond).
  ASSISTANT_QUESTIONS_PER_MINUTE: z.coerce.number().int().min(1).default(ASSISTANT_QUESTIONS_PER_MINUTE),
  // Milliseconds between the lines of a built-in answer (the e2e tests slow it to stop one midway).
  ASSISTANT_LINE_MS: z.coerce.number().int().min(0).max(1000).default(ASSISTANT_BUILT_IN_LINE_MS),
});

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The variables each AI_PROVIDER needs; a missing one stops the start. */
const aiProviderNeeds: Record<string, readonly (keyof z.infer<typeof schema>)[]> = {
  builtin: [],
  openai: ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"],
  local: ["AI_MODEL_PATH"],
};

/** The rules between variables, checked even when another variable is wrong (every problem is listed at once). */
const checkedSchema = schema.superRefine(
  (values, ctx) => {
    const provider = values.AI_PROVIDER;
    // Checked at start rather than at the first generation, which would fail minutes later in a job.
    const modelPath = values.AI_MODEL_PATH;
    if (provider === "local" && modelPath?.toLowerCase().endsWith(".gguf") && !isFile(modelPath)) {
      ctx.addIssue({ code: "custom", path: ["AI_MODEL_PATH"], message: "no such file" });
    }
    if (values.STORAGE_URL !== undefined) {
      for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (values[name] === undefined)
          ctx.addIssue({ code: "custom", path: [name], message: "required when STORAGE_URL is set" });
      }
    }
    const needs = Object.hasOwn(aiProviderNeeds, provider) ? aiProviderNeeds[provider]! : [];
    for (const name of needs) {
      if (values[name] === undefined) {
        ctx.addIssue({ code: "custom", path: [name], message: `required when AI_PROVIDER=${provider}` });
      }
    }
  },
  { when: () => true },
);

export type Env = z.infer<typeof checkedSchema> & { dataDir: string; publicUrl: string };

/** Why the configuration was refused, one line per problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Validates a set of variables; exported so start-up and tests share one rule set. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" (as in a copied .env.example).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = checkedSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return { ...env, dataDir: path.resolve(env.DATA_DIR), publicUrl };
}

let cached: Env | undefined;

/** The validated process environment; the only reader of process.env in the app. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Lets start-up scripts publish values they decided (such as the embedded database URL). */
export function setEnv(values: Record<string, string>): void {
  Object.assign(process.env, values);
  cached = undefined;
}
