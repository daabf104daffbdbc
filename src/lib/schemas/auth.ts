import { z } from "zod";
import { PERMISSIONS } from "../constants";
import { messages } from "../messages";
import { isStrongPassword } from "../validation/rules";

/** POST /api/auth/login. The spec leaves the payload open; email and password, as its forms show. */
export const loginRequestSchema = z
  .object({
    email: z.string({ error: messages.required }).trim().min(1, messages.required).max(254),
    password: z.string({ error: messages.required }).min(1, messages.required).max(1024),
  })
  .meta({ id: "LoginRequest" });

/** The answer of login and refresh (DESIGN §4): a short-lived bearer token. */
export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().meta({ description: "Seconds until the access token expires" }),
  })
  .meta({ id: "TokenResponse" });

/** A client as the session knows it. */
export const sessionClientSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    socrat_client_id: z.number().int().nullable(),
    can_invite_team_members: z.boolean(),
    invite_new_users_by_permission: z.boolean(),
  })
  .meta({ id: "SessionClient" });

/** GET /api/user: the signed-in user in the current client (000 §3 User). */
export const currentUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    job_title: z.string().nullable(),
    company_department: z.string().nullable(),
    url: z.string().nullable().meta({ description: "Profile image" }),
    permissions: z.array(z.enum(PERMISSIONS)),
    role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    status: z.enum(["Active", "Pending"]),
    client: sessionClientSchema,
  })
  .meta({ id: "CurrentUser" });

/** A required text field: "This value is required" when missing or blank (000 §5). */
const requiredText = (max = 200) => z.string({ error: messages.required }).trim().min(1, messages.required).max(max);

/** An e-mail address field. */
export const emailField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }));

/** A new password (000 §5): 8+ characters with a letter, a number and a symbol. */
export const newPasswordField = z
  .string({ error: messages.required })
  .min(1, messages.required)
  // A cap keeps hashing cost bounded; no person types 256 characters.
  .max(256, messages.passwordHint)
  .refine(isStrongPassword, { message: messages.passwordHint });

const passwordPair = {
  password: newPasswordField,
  password_confirmation: z.string({ error: messages.required }).min(1, messages.required),
};

const confirmationMatches = (value: { password: string; password_confirmation: string }) =>
  value.password === value.password_confirmation;
const mismatch = { path: ["password_confirmation"], message: messages.passwordMismatch };

const profileNames = { name: requiredText(100), surname: requiredText(100) };

/** POST /api/auth/register: an invited person completes registration with the invitation token. */
export const registerRequestSchema = z
  .object({
    hash: z.string({ error: messages.required }).min(1, messages.required).max(200),
    ...profileNames,
    ...passwordPair,
    terms: z.literal(true, { error: messages.required }),
  })
  .refine(confirmationMatches, mismatch)
  .meta({ id: "RegisterRequest" });

/** POST /api/auth/register/self: a new account and a new client of its own. */
export const selfRegisterRequestSchema = z
  .object({
    email: emailField,
    ...profileNames,
    company: z
      .string()
      .trim()
      .max(200)
      .optional()
      .meta({ description: 'Company or department: the name of the new client; "Personal workspace" when empty' }),
    ...passwordPair,
    terms: z.literal(true, { error: messages.required }),
  })
  .refine(confirmationMatches, mismatch)
  .meta({ id: "SelfRegisterRequest" });

/** GET /api/auth/register/self/email/exists?email=… */
export const emailQuerySchema = z.object({ email: emailField });

/** Answer of the e-mail lookup. */
export const emailExistsResponseSchema = z
  .object({ data: z.object({ exists: z.boolean() }) })
  .meta({ id: "EmailExistsResponse" });

/** GET /api/auth/register/get-email/{hash} and GET /api/auth/password/check-reset-token/{token}. */
export const tokenEmailResponseSchema = z
  .object({ data: z.object({ email: z.string() }) })
  .meta({ id: "TokenEmailResponse" });

/** A token taken from a path segment. */
export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** An invitation token taken from a path segment. */
export const hashParamsSchema = z.object({ hash: z.string().min(1).max(200) });

/** POST /api/auth/password/email (000 §7: body email, is_customer_portal). */
export const passwordEmailRequestSchema = z
  .object({ email: emailField, is_customer_portal: z.boolean().optional() })
  .meta({ id: "PasswordEmailRequest" });

/** POST /api/auth/password/reset: the token from the e-mailed link and the new password. */
export const passwordResetRequestSchema = z
  .object({ token: z.string({ error: messages.required }).min(1, messages.required).max(200), ...passwordPair })
  .refine(confirmationMatches, mismatch)
  .meta({ id: "PasswordResetRequest" });

/** `client_id` of GET /api/user/clients and GET /api/auth/refresh_token. */
export const clientIdQuerySchema = z.object({
  client_id: z.coerce.number().int().positive().optional(),
});

/** PUT /api/user/{id}: the profile fields a person edits (000 §2 Profile). */
export const updateProfileRequestSchema = z
  .object({
    ...profileNames,
    job_title: z.string().trim().max(200).nullable().optional(),
    company_department: z.string().trim().max(200).nullable().optional(),
    image_upload_id: z.number().int().positive().nullable().optional().meta({
      description: "A completed profile_image upload (POST /api/storage/upload/presigned); null removes the image",
    }),
  })
  .meta({ id: "UpdateProfileRequest" });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export type SessionClient = z.infer<typeof sessionClientSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type SelfRegisterRequest = z.infer<typeof selfRegisterRequestSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
