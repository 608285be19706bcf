import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { isSiteOrHttpsAddress } from '../links.ts';
import { localizedTextInput, localizedTextOutput } from '../localizedText.ts';
import { collectionCalls, collectionOperatorCalls } from './collectionCalls.ts';
import { postSummarySchema } from './posts.ts';

const { collections, structure } = limits;

/** What an item is, as the wire names it (spec §3 `tcmType`): only a Collection is shown on the web. */
export const tcmTypes = ['Collection', 'Topic'] as const;
export type TcmType = (typeof tcmTypes)[number];

/** Readers see a published item; a withdrawn one says 'This page has expired.' as a missing one does. */
export const tcmStatuses = ['published', 'withdrawn'] as const;
export type TcmStatus = (typeof tcmStatuses)[number];

/** A topic or collection as its page shows it (spec §3: tcmType, tcmTitle, title), in the reader's language. */
export const tcmDetailSchema = z.object({
  tcmId: idString,
  tcmType: z.enum(tcmTypes),
  /** Its name: the page's heading and what a link to it says. */
  tcmTitle: z.string(),
  /** Its headline over the cover, and what a share of the page says. */
  title: z.string(),
  description: z.string(),
  /** An uploaded picture (16:9), or null. */
  coverUrl: z.string().nullable(),
  /** Posts the operators put in it (the reader may see fewer: only the ones they may read). */
  postCount: z.number().int().nonnegative(),
});
export type TcmDetail = z.infer<typeof tcmDetailSchema>;

/** A post of the video feed (spec §3 video post `threadIdString`): its card and its first video. */
export const videoPostSchema = postSummarySchema.extend({
  threadIdString: idString,
  video: z.object({
    url: z.string(),
    poster: z.string().nullable(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
  }),
});
export type VideoPost = z.infer<typeof videoPostSchema>;

/**
 * A banner of a board's banner group (spec §3 "id and list"). Its link type may be one the apps
 * know and the web does not: the web then says 'Please visit the app to view' (spec §8).
 */
export const boardBannerSchema = z.object({
  imageUrl: z.string(),
  title: z.string(),
  redirectType: z.string(),
  resource: z.string(),
});
export type BoardBanner = z.infer<typeof boardBannerSchema>;
export const boardBannerGroupSchema = z.object({ id: z.string(), list: z.array(boardBannerSchema) });
export type BoardBannerGroup = z.infer<typeof boardBannerGroupSchema>;

const cursorQuery = z.object({ cursor: z.string().max(100).optional() });

export const collectionsApi = {
  detail: endpoint({
    ...collectionCalls.detail,
    summary:
      "A topic or collection: its type, names, description and cover; 'This page has expired.' when gone",
    tag: 'collections',
    query: z.object({ tcmId: idString }),
    data: tcmDetailSchema,
  }),
  posts: endpoint({
    ...collectionCalls.posts,
    summary: 'The posts of a topic or collection in the operators’ order, only those the reader may read',
    tag: 'collections',
    params: z.object({ id: idString }),
    query: cursorQuery,
    data: z.array(postSummarySchema),
  }),
  videoFeed: endpoint({
    ...collectionCalls.videoFeed,
    summary: 'The video feed: this video post first, then older video posts the reader may read',
    tag: 'collections',
    params: z.object({ id: idString }),
    query: cursorQuery,
    data: z.array(videoPostSchema),
  }),
  latestVideoFeed: endpoint({
    ...collectionCalls.latestVideoFeed,
    summary: 'The video feed from the newest video post the reader may read',
    tag: 'collections',
    query: cursorQuery,
    data: z.array(videoPostSchema),
  }),
  boardBanners: endpoint({
    ...collectionCalls.boardBanners,
    summary: "A board's banner group: its switched-on banners in order, titles in the reader's language",
    tag: 'collections',
    params: z.object({ id: idString }),
    /** A visitor's locally chosen country, as the board's own page sends it. */
    query: z.object({
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
        .optional(),
    }),
    data: boardBannerGroupSchema,
  }),
};

/** A site path or an https address (the rule of the home banners' pictures). */
const pictureUrl = z.string().trim().max(structure.iconUrlMaxLength).refine(isSiteOrHttpsAddress, {
  message: 'must be a path of this site or an https address',
});

export const tcmAdminSchema = z.object({
  id: idString,
  tcmType: z.enum(tcmTypes),
  tcmTitle: localizedTextOutput,
  title: localizedTextOutput,
  description: localizedTextOutput,
  coverUrl: z.string(),
  status: z.enum(tcmStatuses),
  /** Its posts in order, whatever their state now (a removed post is left out of readers' lists). */
  postIds: z.array(idString),
  updatedAt: unixSeconds,
});
export type TcmAdmin = z.infer<typeof tcmAdminSchema>;

const tcmFields = {
  tcmType: z.enum(tcmTypes),
  tcmTitle: localizedTextInput(collections.titleMaxLength),
  title: localizedTextInput(collections.titleMaxLength),
  /** Null clears it. */
  description: localizedTextInput(collections.descriptionMaxLength).nullable(),
  /** Uploaded here first (`POST /upload/img`, checked by content); '' for none. */
  coverUrl: z.string().trim().max(collections.coverUrlMaxLength),
  status: z.enum(tcmStatuses),
  /** Every post in order, each once. */
  postIds: z.array(idString).max(collections.postsMax),
};
export const tcmInputSchema = z.object({
  ...tcmFields,
  description: tcmFields.description.optional(),
  coverUrl: tcmFields.coverUrl.optional(),
  status: tcmFields.status.optional(),
  postIds: tcmFields.postIds.optional(),
});
export type TcmInput = z.input<typeof tcmInputSchema>;
export const tcmUpdateSchema = z.object(tcmFields).partial();
export type TcmUpdate = z.input<typeof tcmUpdateSchema>;

export const boardBannerAdminSchema = z.object({
  id: idString,
  boardId: idString,
  position: z.number().int(),
  title: localizedTextOutput,
  imageUrl: z.string(),
  redirectType: z.string(),
  resource: z.string(),
  enabled: z.boolean(),
});
export type BoardBannerAdmin = z.infer<typeof boardBannerAdminSchema>;

export const boardBannerInputSchema = z.object({
  title: localizedTextInput(structure.linkTitleMaxLength),
  imageUrl: pictureUrl,
  /** One of the spec's link types, or another the apps know (lower-case words joined by '-'). */
  redirectType: z
    .string()
    .trim()
    .toLowerCase()
    .max(collections.bannerTypeMaxLength)
    .regex(/^[a-z][a-z0-9-]*$/),
  resource: z.string().trim().max(structure.linkResourceMaxLength),
  enabled: z.boolean().optional(),
});
export type BoardBannerInput = z.input<typeof boardBannerInputSchema>;
export const boardBannerUpdateSchema = boardBannerInputSchema.partial();
export type BoardBannerUpdate = z.input<typeof boardBannerUpdateSchema>;

const ops = collectionOperatorCalls;
const tag = 'operator';
const idParams = z.object({ id: idString });

/** Operators only (role admin); every other caller gets FORBIDDEN. */
export const collectionOperatorApi = {
  list: endpoint({
    ...ops.list,
    summary: 'Every topic and collection, withdrawn ones too, newest first',
    tag,
    data: z.array(tcmAdminSchema),
  }),
  create: endpoint({
    ...ops.create,
    summary: 'Curate a topic or collection: names, description, cover and its posts in order',
    tag,
    body: tcmInputSchema,
    data: tcmAdminSchema,
  }),
  update: endpoint({
    ...ops.update,
    summary: 'Change a topic or collection, its posts and their order, or withdraw it',
    tag,
    params: idParams,
    body: tcmUpdateSchema,
    data: tcmAdminSchema,
  }),
  boardBanners: endpoint({
    ...ops.boardBanners,
    summary: "A board's banners, switched on or off, in order",
    tag,
    params: idParams,
    data: z.array(boardBannerAdminSchema),
  }),
  createBoardBanner: endpoint({
    ...ops.createBoardBanner,
    summary: "Add a banner to a board's page; it comes last",
    tag,
    params: idParams,
    body: boardBannerInputSchema,
    data: boardBannerAdminSchema,
  }),
  updateBoardBanner: endpoint({
    ...ops.updateBoardBanner,
    summary: 'Change a board banner, or switch it on or off',
    tag,
    params: idParams,
    body: boardBannerUpdateSchema,
    data: boardBannerAdminSchema,
  }),
  deleteBoardBanner: endpoint({
    ...ops.deleteBoardBanner,
    summary: 'Remove a board banner for good',
    tag,
    params: idParams,
    data: z.object({ deleted: z.literal(true) }),
  }),
  orderBoardBanners: endpoint({
    ...ops.orderBoardBanners,
    summary: "Put a board's banners in a new order",
    tag,
    params: idParams,
    body: z.object({ ids: z.array(idString).min(1).max(collections.boardBannersMax) }),
    data: z.array(boardBannerAdminSchema),
  }),
};
