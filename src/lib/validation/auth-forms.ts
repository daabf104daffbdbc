import { compact, confirmationError, emailError, type FieldErrors, passwordError, requiredError } from "./rules";

/** The browser-side checks of the auth forms (000 §5); the server repeats them (src/lib/schemas/auth.ts). */

export interface LoginValues {
  email: string;
  password: string;
}
/** Login: both fields required; 000 §5 shows no further checks on login. */
export const validateLogin = (v: LoginValues): FieldErrors<keyof LoginValues> =>
  compact({ email: requiredError(v.email), password: requiredError(v.password) });

export interface RegisterValues {
  email: string;
  name: string;
  surname: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}
/** Registration: names, the password rule, the matching repeat and the terms; email when self-registering. */
export const validateRegister = (v: RegisterValues, withEmail: boolean): FieldErrors<keyof RegisterValues> =>
  compact({
    email: withEmail ? emailError(v.email) : undefined,
    name: requiredError(v.name),
    surname: requiredError(v.surname),
    password: passwordError(v.password),
    password_confirmation: confirmationError(v.password, v.password_confirmation),
    terms: requiredError(v.terms),
  });

/** Forgot password: a valid email. */
export const validateForgot = (v: { email: string }): FieldErrors<"email"> => compact({ email: emailError(v.email) });

export interface ResetValues {
  email: string;
  password: string;
  password_confirmation: string;
}
/** Reset password: email, the password rule and the matching repeat. */
export const validateReset = (v: ResetValues): FieldErrors<keyof ResetValues> =>
  compact({
    email: emailError(v.email),
    password: passwordError(v.password),
    password_confirmation: confirmationError(v.password, v.password_confirmation),
  });

export interface ProfileValues {
  name: string;
  surname: string;
  job_title: string;
  company_department: string;
}
/** Profile: first and last name required; job title and department optional. */
export const validateProfile = (v: ProfileValues): FieldErrors<keyof ProfileValues> =>
  compact({
    name: requiredError(v.name),
    surname: requiredError(v.surname),
    job_title: undefined,
    company_department: undefined,
  });
