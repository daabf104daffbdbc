import type { TokenResponse } from "../schemas/auth";
import { resetSession, storeToken } from "../stores/session";
import { apiRequest, apiSend } from "./client";

// Fetchers of the sign-in screens (000 §7). They run without a session (auth: false), so a 401
// or 422 here is the form's business, never a refresh.

const open = { auth: false } as const;

/** POST /api/auth/login; stores the access token in memory on success. */
export async function login(email: string, password: string): Promise<TokenResponse> {
  const token = await apiSend<TokenResponse>("POST", "/auth/login", { email, password }, open);
  storeToken(token);
  return token;
}

/** GET /api/auth/logout, then forgets the session; the logout call failing must not keep anyone signed in. */
export async function logout(): Promise<void> {
  try {
    await apiRequest("GET", "/auth/logout", open);
  } finally {
    resetSession();
  }
}

export interface InvitedRegistration {
  hash: string;
  name: string;
  surname: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}
/** POST /api/auth/register (an invited person); signs them in. */
export async function registerInvited(body: InvitedRegistration): Promise<TokenResponse> {
  const token = await apiSend<TokenResponse>("POST", "/auth/register", body, open);
  storeToken(token);
  return token;
}

export type SelfRegistration = Omit<InvitedRegistration, "hash"> & { email: string; company?: string };
/** POST /api/auth/register/self; signs the person in. */
export async function registerSelf(body: SelfRegistration): Promise<TokenResponse> {
  const token = await apiSend<TokenResponse>("POST", "/auth/register/self", body, open);
  storeToken(token);
  return token;
}

/** GET /api/auth/register/get-email/{hash}: the invited address. */
export const invitedEmail = (hash: string) =>
  apiRequest<{ data: { email: string } }>("GET", `/auth/register/get-email/${encodeURIComponent(hash)}`, open).then(
    (answer) => answer.data.email,
  );

/** GET /api/auth/register/self/email/exists?email=. */
export const emailExists = (email: string) =>
  apiRequest<{ data: { exists: boolean } }>("GET", "/auth/register/self/email/exists", {
    ...open,
    params: { email },
  }).then((answer) => answer.data.exists);

/** POST /api/auth/password/email: the reset link; the answer is the same whether the address exists. */
export const requestPasswordReset = (email: string) =>
  apiSend<{ message: string }>("POST", "/auth/password/email", { email, is_customer_portal: true }, open);

/** GET /api/auth/password/check-reset-token/{token}: resolves true when the token is usable. */
export const checkResetToken = (token: string): Promise<string | null> =>
  apiRequest<{ data: { email: string } }>(
    "GET",
    `/auth/password/check-reset-token/${encodeURIComponent(token)}`,
    open,
  ).then(
    ({ data }) => data.email,
    () => null,
  );

/** POST /api/auth/password/reset. */
export const resetPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  apiSend<{ message?: string }>("POST", "/auth/password/reset", body, open);

/** GET /api/auth/oauth/providers: the third-party sign-in buttons. */
export const oauthProviders = () =>
  apiRequest<{ data: { id: string; name: string }[] }>("GET", "/auth/oauth/providers", open).then(
    (answer) => answer.data,
  );

/** The address that starts a third-party sign-in and returns to `redirectUrl`. */
export const oauthRedirectUrl = (id: string, redirectUrl: string) =>
  `/api/auth/oauth/redirect/${encodeURIComponent(id)}?redirect_url=${encodeURIComponent(redirectUrl)}`;
