import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { validateLogin, validateRegister, validateReset } from "./auth-forms";
import { newPasswordField, selfRegisterRequestSchema } from "../schemas/auth";
import { isStrongPassword } from "./rules";

describe("the password rule (000 §5)", () => {
  it("needs 8 characters with a letter, a number and a symbol", () => {
    expect(isStrongPassword("Demo-pass-1")).toBe(true);
    expect(isStrongPassword("a1!aaaaa")).toBe(true);
    expect(isStrongPassword("a1!aaaa")).toBe(false); // 7
    expect(isStrongPassword("abcdefg!")).toBe(false); // no number
    expect(isStrongPassword("1234567!")).toBe(false); // no letter
    expect(isStrongPassword("abcd1234")).toBe(false); // no symbol
    expect(isStrongPassword("abc 1234")).toBe(false); // a space is not a symbol
    expect(isStrongPassword("æøå123#x")).toBe(true);
  });

  it("says so in the spec's words, in the forms and the server schema alike", () => {
    const register = validateRegister(
      { email: "", name: " ", surname: "N", password: "short", password_confirmation: "other", terms: false },
      true,
    );
    expect(register).toEqual({
      email: messages.required,
      name: messages.required,
      password: messages.passwordHint,
      password_confirmation: messages.passwordMismatch,
      terms: messages.required,
    });
    expect(validateLogin({ email: "a@b.c", password: "" })).toEqual({ password: messages.required });
    expect(validateReset({ email: "x@y.z", password: "Demo-pass-2", password_confirmation: "Demo-pass-2" })).toEqual(
      {},
    );
    expect(newPasswordField.safeParse("abcdefgh").error?.issues[0]?.message).toBe(messages.passwordHint);
    const parsed = selfRegisterRequestSchema.safeParse({
      name: "A",
      surname: "B",
      email: "a@b.test",
      password: "Demo-pass-1",
      password_confirmation: "Demo-pass-2",
      terms: true,
    });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["password_confirmation", messages.passwordMismatch],
    ]);
  });
});
