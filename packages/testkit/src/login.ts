/**
 * The provider's login form as a browser test sees it: just what filling it needs, so testkit
 * depends on no browser driver (Playwright's Page fits).
 */
type FormControl = { fill(value: string): Promise<void>; click(): Promise<void> };
type LoginForm = { locator(selector: string): FormControl & { nth(index: number): FormControl } };
type LoginPage = { getByTestId(testId: string): LoginForm };

/** Fills the account provider's login form (username or e-mail, password) and sends it. */
export async function submitLoginForm(page: LoginPage, login: string, password: string) {
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill(login);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}
