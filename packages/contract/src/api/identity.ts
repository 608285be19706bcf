import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { accountProviderCalls, identityCalls } from './calls.ts';
import { idString } from '../envelope.ts';
import { limits } from '../limits.ts';
import { roles, usernamePattern } from './constants.ts';

export const editorGroupEntrySchema = z.object({
  name: z.string(),
  /** `ordinaryEditorGroupTypes` wear the ordinary verified style; any other type the special one (spec §6). */
  type: z.string().max(4),
  status: z.enum(['active', 'inactive']),
});
export type EditorGroupEntry = z.infer<typeof editorGroupEntrySchema>;

export const roleSchema = z.enum(roles);

/** The current user, `my` of spec §3. */
export const mySchema = z.object({
  id: idString,
  avatar: z.string(),
  username: z.string(),
  countryCode: z.string().nullable(),
  isBlocked: z.boolean(),
  editorGroupState: z.array(editorGroupEntrySchema),
  /** 'Y' shows the site in gray for this member (spec §3). */
  grayState: z.enum(['Y', 'N']),
  role: roleSchema,
  /**
   * The boards a moderator given boards looks after (with their sub boards): the console offers
   * bans from these only. Empty for everyone else — members, and admins and moderators of every
   * board, who moderate them all.
   */
  moderatedBoardIds: z.array(idString),
  locale: z.string().nullable(),
});
export type My = z.infer<typeof mySchema>;

export const accountBadgeSchema = z.object({
  newFollowerCount: z.number().int().nonnegative(),
  waitAwardMissionCount: z.number().int().nonnegative(),
  unreadDraftsCount: z.number().int().nonnegative(),
  echatSoftMessageCount: z.number().int().nonnegative(),
});
export type AccountBadge = z.infer<typeof accountBadgeSchema>;

export const appKeySchema = z.object({
  appKey: z.string(),
  /** Where the browser starts the login; it comes back to `/api/auth/callback-login`. */
  loginUrl: z.string(),
  registerUrl: z.string(),
  /** The account provider's profile page (the avatar menu's "Account"). */
  accountUrl: z.string(),
});

/** Same-origin paths only: the callback never sends anyone to another site. */
export const returnPathSchema = z
  .string()
  .max(2048)
  .refine(
    // Browsers drop tabs and newlines and read `\` as `/`, so `/\t/evil.example` would leave the site.
    (value) =>
      value.startsWith('/') &&
      !value.startsWith('//') &&
      ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\'),
    { message: 'must be a path on this site' },
  );

/** Account fields, shared by the account provider's register page and the forum's information page. */
export const usernameSchema = z
  .string()
  .trim()
  .min(limits.account.usernameMinLength)
  .max(limits.account.usernameMaxLength)
  .regex(usernamePattern, 'letters, digits, _ . - only');
export const passwordSchema = z
  .string()
  .min(limits.account.passwordMinLength)
  .max(limits.account.passwordMaxLength);
export const emailSchema = z.string().trim().toLowerCase().max(limits.account.emailMaxLength).pipe(z.email());

export const identityApi = {
  profile: endpoint({
    ...identityCalls.profile,
    summary: 'The current user',
    tag: 'identity',
    data: mySchema,
  }),
  badge: endpoint({
    ...identityCalls.badge,
    summary: 'Counts behind the Me red dot',
    tag: 'identity',
    data: accountBadgeSchema,
  }),
  appKey: endpoint({
    ...identityCalls.appKey,
    summary: 'Client id and entry points of the account provider',
    tag: 'identity',
    data: appKeySchema,
  }),
  logout: endpoint({
    ...identityCalls.logout,
    summary: 'Ends the session',
    tag: 'identity',
    data: z.object({ providerLogoutUrl: z.string().nullable() }),
  }),
  updateCountry: endpoint({
    ...identityCalls.updateCountry,
    summary: "Sets the member's country",
    tag: 'identity',
    params: z.object({ code: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code') }),
    data: mySchema,
  }),
  updateInformation: endpoint({
    ...identityCalls.updateInformation,
    summary:
      "Change one's username (USERNAME_TAKEN when another member has it) or avatar (an uploaded image)",
    tag: 'identity',
    body: z
      .object({ username: usernameSchema.optional(), avatarUrl: z.string().max(500).optional() })
      // An update names something to change; an empty one is a client's mistake, said as such.
      .refine((body) => body.username !== undefined || body.avatarUrl !== undefined, {
        message: 'name a username or an avatarUrl to change',
      }),
    data: mySchema,
  }),
};

/** The embedded account provider's own calls (ARCHITECTURE §6), used by its login and register pages. */
export const registerBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export const loginBodySchema = z.object({
  login: z.string().trim().min(1).max(limits.account.emailMaxLength),
  password: z.string().min(1).max(limits.account.passwordMaxLength),
});
export const interactionSchema = z.object({
  uid: z.string(),
  prompt: z.string(),
  clientName: z.string(),
});
export const accountSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.number().int(),
});

export const accountProviderApi = {
  interaction: endpoint({
    ...accountProviderCalls.interaction,
    summary: 'What the login page is asked to do',
    tag: 'account-provider',
    params: z.object({ uid: z.string().max(128) }),
    data: interactionSchema,
  }),
  login: endpoint({
    ...accountProviderCalls.login,
    summary: 'Log in to the account provider within a login interaction',
    tag: 'account-provider',
    params: z.object({ uid: z.string().max(128) }),
    body: loginBodySchema,
    data: z.object({ redirectTo: z.string() }),
  }),
  register: endpoint({
    ...accountProviderCalls.register,
    summary: 'Create an account and log in within a login interaction',
    tag: 'account-provider',
    params: z.object({ uid: z.string().max(128) }),
    body: registerBodySchema,
    data: z.object({ redirectTo: z.string() }),
  }),
  account: endpoint({
    ...accountProviderCalls.account,
    summary: 'The account of the provider session',
    tag: 'account-provider',
    data: accountSchema,
  }),
};
