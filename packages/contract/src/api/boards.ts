import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString } from '../envelope.ts';
import { boardsCalls } from './calls.ts';

export const boardSectionSchema = z.object({
  id: idString,
  name: z.string(),
  /** Closed sections cannot be chosen by general members when publishing (spec §5). */
  closed: z.boolean(),
});
export type BoardSection = z.infer<typeof boardSectionSchema>;

const boardFields = {
  id: idString,
  name: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  /** Closed boards cannot be chosen by general members when publishing (spec §5). */
  closed: z.boolean(),
  /** An EU product board (spec §7 `/forum/is-eu-product/{id}`). */
  euProduct: z.boolean(),
  /** Whether the viewer's country may open it (always true where countries are not restricted). */
  openToViewerCountry: z.boolean(),
  followerCount: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
  /** The viewer follows this board (false for visitors). */
  followed: z.boolean(),
  sections: z.array(boardSectionSchema),
};

export const subBoardSchema = z.object(boardFields);
export type SubBoard = z.infer<typeof subBoardSchema>;

/** A main board (a product line) with its sub boards (spec §2 product-classification). */
export const boardSchema = z.object({ ...boardFields, children: z.array(subBoardSchema) });
export type Board = z.infer<typeof boardSchema>;

export const boardDetailSchema = z.object({
  ...boardFields,
  parent: z.object({ id: idString, name: z.string() }).nullable(),
  children: z.array(subBoardSchema),
  /** The viewer moderates this board: its post list offers selecting posts to act on together. */
  canModerate: z.boolean(),
});
export type BoardDetail = z.infer<typeof boardDetailSchema>;

const boardIdParams = z.object({ id: idString });
/** A visitor's locally chosen country (spec §3 local data); members' own country wins. */
const viewerCountryQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .optional(),
});

export const boardsApi = {
  list: endpoint({
    ...boardsCalls.list,
    summary: 'Main boards with their sub boards and sections, as the viewer may see them',
    tag: 'boards',
    query: viewerCountryQuery,
    data: z.array(boardSchema),
  }),
  detail: endpoint({
    ...boardsCalls.detail,
    summary: 'One board; refused with SECTION_NOT_OPEN_TO_COUNTRY where the viewer country may not open it',
    tag: 'boards',
    params: boardIdParams,
    query: viewerCountryQuery,
    data: boardDetailSchema,
  }),
  openToCountry: endpoint({
    ...boardsCalls.openToCountry,
    summary: 'Whether the board is open to a country',
    tag: 'boards',
    params: z.object({
      id: idString,
      countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'),
    }),
    data: z.boolean(),
  }),
  isEuProduct: endpoint({
    ...boardsCalls.isEuProduct,
    summary: 'Whether the board is an EU product board',
    tag: 'boards',
    params: boardIdParams,
    data: z.boolean(),
  }),
  follow: endpoint({
    ...boardsCalls.follow,
    summary: 'Follow a board (idempotent)',
    tag: 'boards',
    params: boardIdParams,
    data: z.object({ followed: z.literal(true), followerCount: z.number().int() }),
  }),
  unfollow: endpoint({
    ...boardsCalls.unfollow,
    summary: 'Stop following a board (idempotent)',
    tag: 'boards',
    params: boardIdParams,
    data: z.object({ followed: z.literal(false), followerCount: z.number().int() }),
  }),
};
