import { emailSchema, limits, passwordSchema, usernameSchema } from '@fanzone/contract';

/** A problem with one field: a key of the `account` namespace and its values. */
export type FieldProblem = { key: string; values?: Record<string, number> };
export type RegisterFields = { username: string; email: string; password: string };
export type LoginFields = { login: string; password: string };

const { usernameMinLength, usernameMaxLength, passwordMinLength, passwordMaxLength } = limits.account;

export function checkUsername(value: string): FieldProblem | null {
  if (!value.trim()) return { key: 'validation.required' };
  const result = usernameSchema.safeParse(value);
  if (result.success) return null;
  const lengthProblem = result.error.issues.some(
    (issue) => issue.code === 'too_small' || issue.code === 'too_big',
  );
  return lengthProblem
    ? { key: 'validation.usernameLength', values: { min: usernameMinLength, max: usernameMaxLength } }
    : { key: 'validation.usernameChars' };
}

export function checkEmail(value: string): FieldProblem | null {
  if (!value.trim()) return { key: 'validation.required' };
  return emailSchema.safeParse(value).success ? null : { key: 'validation.email' };
}

export function checkPassword(value: string): FieldProblem | null {
  if (!value) return { key: 'validation.required' };
  return passwordSchema.safeParse(value).success
    ? null
    : { key: 'validation.passwordLength', values: { min: passwordMinLength, max: passwordMaxLength } };
}

/** Client-side checks with the contract's own schemas, for feedback before the server answers. */
export function validateRegister(
  fields: RegisterFields,
): Partial<Record<keyof RegisterFields, FieldProblem>> {
  const problems: Partial<Record<keyof RegisterFields, FieldProblem>> = {};
  const username = checkUsername(fields.username);
  const email = checkEmail(fields.email);
  const password = checkPassword(fields.password);
  if (username) problems.username = username;
  if (email) problems.email = email;
  if (password) problems.password = password;
  return problems;
}

export function validateLogin(fields: LoginFields): Partial<Record<keyof LoginFields, FieldProblem>> {
  const problems: Partial<Record<keyof LoginFields, FieldProblem>> = {};
  if (!fields.login.trim()) problems.login = { key: 'validation.required' };
  if (!fields.password) problems.password = { key: 'validation.required' };
  return problems;
}
