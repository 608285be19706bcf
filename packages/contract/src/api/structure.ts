import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { endpoint } from '../endpoint.ts';
import { idString } from '../envelope.ts';
import { limits } from '../limits.ts';
import { isSiteOrHttpsAddress, redirectTypes } from '../links.ts';
import { localizedTextInput, localizedTextOutput } from '../localizedText.ts';
import { structureOperatorCalls } from './calls.ts';
import { boardAudiences, linkPlaces } from './constants.ts';

const { structure } = limits;

/** An icon already uploaded (`POST /upload/img`), a path of this site, or an https address. */
const iconUrl = z
  .string()
  .trim()
  .max(structure.iconUrlMaxLength)
  .refine((value) => value === '' || isSiteOrHttpsAddress(value), {
    message: 'must be a path of this site or an https address',
  });

const countryCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, { message: 'must be a known two-letter country code' });

export const sectionAdminSchema = z.object({
  id: idString,
  position: z.number().int(),
  name: localizedTextOutput,
  closed: z.boolean(),
});
export type SectionAdmin = z.infer<typeof sectionAdminSchema>;

/** A board as operators shape it: every language, its audience and countries, and its sections. */
export const boardAdminSchema = z.object({
  id: idString,
  /** The main board of a sub board; null for a main board (a product line). */
  parentId: idString.nullable(),
  position: z.number().int(),
  name: localizedTextOutput,
  description: localizedTextOutput,
  iconUrl: z.string(),
  closed: z.boolean(),
  euProduct: z.boolean(),
  /** Only members of these countries open it (a sub board obeys its main board's too); null: all. */
  allowedCountries: z.array(z.string()).nullable(),
  visibleTo: z.enum(boardAudiences),
  followerCount: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
  sections: z.array(sectionAdminSchema),
});
export type BoardAdmin = z.infer<typeof boardAdminSchema>;

const boardFields = {
  name: localizedTextInput(structure.boardNameMaxLength),
  /** Null clears it. */
  description: localizedTextInput(structure.boardDescriptionMaxLength).nullable(),
  iconUrl,
  closed: z.boolean(),
  euProduct: z.boolean(),
  /** Null (or left out when creating): open to every country. At least one country otherwise. */
  allowedCountries: z.array(countryCode).min(1).max(300).nullable(),
  visibleTo: z.enum(boardAudiences),
};

/** A new board: a main board, or a sub board of one (sub boards have no sub boards of their own). */
export const boardInputSchema = z.object({
  parentId: idString.nullable(),
  name: boardFields.name,
  description: boardFields.description.optional(),
  iconUrl: boardFields.iconUrl.optional(),
  closed: boardFields.closed.optional(),
  euProduct: boardFields.euProduct.optional(),
  allowedCountries: boardFields.allowedCountries.optional(),
  visibleTo: boardFields.visibleTo.optional(),
});
export type BoardInput = z.input<typeof boardInputSchema>;

/** A change to a board: any subset. A board keeps its place in the tree (its posts name it). */
export const boardUpdateSchema = z.object(boardFields).partial();
export type BoardUpdate = z.input<typeof boardUpdateSchema>;

export const sectionInputSchema = z.object({
  name: localizedTextInput(structure.sectionNameMaxLength),
  closed: z.boolean().optional(),
});
export type SectionInput = z.input<typeof sectionInputSchema>;
export const sectionUpdateSchema = sectionInputSchema.partial();
export type SectionUpdate = z.input<typeof sectionUpdateSchema>;

/** The new order of siblings: every one of them, once, first to last. */
const orderedIds = z.array(idString).min(1).max(structure.orderedMax);

const placeParams = z.object({ place: z.enum(linkPlaces) });

export const siteLinkAdminSchema = z.object({
  id: idString,
  position: z.number().int(),
  title: localizedTextOutput,
  redirectType: z.enum(redirectTypes),
  resource: z.string(),
  /** The top sector's icon, a banner's picture ('' in the navigation). */
  iconUrl: z.string(),
  /** A navigation entry drawn out from the others (the top sector has none). */
  highlighted: z.boolean(),
  /** Shown to members; switched off, it stays here to be switched on again. */
  enabled: z.boolean(),
});
export type SiteLinkAdmin = z.infer<typeof siteLinkAdminSchema>;

export const siteLinkInputSchema = z.object({
  title: localizedTextInput(structure.linkTitleMaxLength),
  redirectType: z.enum(redirectTypes),
  /** A post or board id, a topic id, or an address, as the link type needs (spec §2 link types). */
  resource: z.string().trim().max(structure.linkResourceMaxLength),
  /** Required in the top sector (its icon) and for a banner (its picture). */
  iconUrl: iconUrl.optional(),
  highlighted: z.boolean().optional(),
  enabled: z.boolean().optional(),
});
export const siteLinkUpdateSchema = siteLinkInputSchema.partial();
export type SiteLinkInput = z.input<typeof siteLinkInputSchema>;
export type SiteLinkUpdate = z.input<typeof siteLinkUpdateSchema>;

const ops = structureOperatorCalls;
const tag = 'operator';
const idParams = z.object({ id: idString });

/** Operators only (role admin); every other caller gets FORBIDDEN. */
export const structureOperatorApi = {
  boards: endpoint({
    ...ops.boards,
    summary: 'Every board, hidden, closed or restricted, in its order, with its sections',
    tag,
    data: z.array(boardAdminSchema),
  }),
  createBoard: endpoint({
    ...ops.createBoard,
    summary: 'Add a main board, or a sub board of one; it comes last among its siblings',
    tag,
    body: boardInputSchema,
    data: boardAdminSchema,
  }),
  updateBoard: endpoint({
    ...ops.updateBoard,
    summary: "Change a board's names, icon, audience, countries, EU flag, or close it",
    tag,
    params: idParams,
    body: boardUpdateSchema,
    data: boardAdminSchema,
  }),
  orderBoards: endpoint({
    ...ops.orderBoards,
    summary: 'Put the main boards, or the sub boards of one main board, in a new order',
    tag,
    body: z.object({ parentId: idString.nullable(), ids: orderedIds }),
    data: z.array(boardAdminSchema),
  }),
  createSection: endpoint({
    ...ops.createSection,
    summary: 'Add a section to a board; it comes last',
    tag,
    params: idParams,
    body: sectionInputSchema,
    data: boardAdminSchema,
  }),
  updateSection: endpoint({
    ...ops.updateSection,
    summary: "Rename a section, or close it to members' new posts",
    tag,
    params: idParams,
    body: sectionUpdateSchema,
    data: boardAdminSchema,
  }),
  orderSections: endpoint({
    ...ops.orderSections,
    summary: "Put a board's sections in a new order",
    tag,
    params: idParams,
    body: z.object({ ids: orderedIds }),
    data: boardAdminSchema,
  }),
  links: endpoint({
    ...ops.links,
    summary: 'The links of the navigation or the top sector, switched on or off, in order',
    tag,
    params: placeParams,
    data: z.array(siteLinkAdminSchema),
  }),
  createLink: endpoint({
    ...ops.createLink,
    summary: 'Add a link to the navigation or the top sector; it comes last',
    tag,
    params: placeParams,
    body: siteLinkInputSchema,
    data: siteLinkAdminSchema,
  }),
  updateLink: endpoint({
    ...ops.updateLink,
    summary: 'Change a link, or switch it on or off',
    tag,
    params: placeParams.extend({ id: idString }),
    body: siteLinkUpdateSchema,
    data: siteLinkAdminSchema,
  }),
  deleteLink: endpoint({
    ...ops.deleteLink,
    summary: 'Remove a link for good',
    tag,
    params: placeParams.extend({ id: idString }),
    data: z.object({ deleted: z.literal(true) }),
  }),
  orderLinks: endpoint({
    ...ops.orderLinks,
    summary: 'Put the links of the navigation or the top sector in a new order',
    tag,
    params: placeParams,
    body: z.object({ ids: orderedIds }),
    data: z.array(siteLinkAdminSchema),
  }),
};
