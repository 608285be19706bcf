import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { isSiteOrHttpsAddress } from '../links.ts';
import type { Locale } from '../locales.ts';
import { localizedTextInput, localizedTextOutput } from '../localizedText.ts';
import { contentPageCalls, contentPageOperatorCalls, contentPageSlugs } from './contentPageCalls.ts';

const { contentPages } = limits;

/** A picture already uploaded (`POST /upload/img`), a path of this site, or an https address. */
const pictureUrl = z
  .string()
  .trim()
  .max(contentPages.pictureUrlMaxLength)
  .refine((value) => value === '' || isSiteOrHttpsAddress(value), {
    message: 'must be a path of this site or an https address',
  });

/**
 * Text operators may leave out in any language (a body, a model's summary): readers get their own
 * language, else English, else any written one; an empty one counts as not written.
 */
function optionalLocalizedText(maxLength: number) {
  const text = z.string().trim().max(maxLength).optional();
  const perLocale = { en: text, 'zh-CN': text, ru: text, ar: text } satisfies Record<Locale, z.ZodType>;
  return z.object(perLocale).strict();
}

export const contentPageSlugSchema = z.enum(contentPageSlugs);

/** A content page as a reader sees it, in their language. */
export const contentPageSchema = z.object({
  slug: contentPageSlugSchema,
  title: z.string(),
  /** Sanitised on save (the server's rich-content allow-list); empty until operators write it. */
  bodyHtml: z.string(),
  coverUrl: z.string(),
  updatedAt: unixSeconds,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A content page as operators write it: every language they wrote. */
export const contentPageAdminSchema = z.object({
  slug: contentPageSlugSchema,
  title: localizedTextOutput,
  body: localizedTextOutput,
  coverUrl: z.string(),
  updatedAt: unixSeconds,
});
export type ContentPageAdmin = z.infer<typeof contentPageAdminSchema>;

export const contentPageInputSchema = z.object({
  title: localizedTextInput(contentPages.titleMaxLength),
  body: optionalLocalizedText(contentPages.bodyMaxChars),
  coverUrl: pictureUrl.default(''),
});
export type ContentPageInput = z.input<typeof contentPageInputSchema>;

/**
 * A phone model of the discover page. Its community is a board of the forum (boards are the
 * product notion here: product-classification lists them), linked only when the reader may see it.
 */
export const discoverModelSchema = z.object({
  id: idString,
  name: z.string(),
  summary: z.string(),
  /** One line each ("6.7-inch 120 Hz display"). */
  specs: z.array(z.string()),
  imageUrl: z.string(),
  board: z.object({ id: idString, name: z.string() }).nullable(),
});
export type DiscoverModel = z.infer<typeof discoverModelSchema>;

export const discoverModelAdminSchema = z.object({
  id: idString,
  position: z.number().int(),
  name: localizedTextOutput,
  summary: localizedTextOutput,
  specs: localizedTextOutput,
  imageUrl: z.string(),
  boardId: idString.nullable(),
  updatedAt: unixSeconds,
});
export type DiscoverModelAdmin = z.infer<typeof discoverModelAdminSchema>;

export const discoverModelInputSchema = z.object({
  name: localizedTextInput(contentPages.modelNameMaxLength),
  summary: optionalLocalizedText(contentPages.modelSummaryMaxLength).default({}),
  specs: optionalLocalizedText(contentPages.modelSpecsMaxLength).default({}),
  imageUrl: pictureUrl.refine((value) => value !== '', { message: 'a model needs its picture' }),
  boardId: idString.nullable().default(null),
});
export type DiscoverModelInput = z.input<typeof discoverModelInputSchema>;

const modelIdParams = z.object({ id: idString });

export const contentPageApi = {
  page: endpoint({
    ...contentPageCalls.page,
    summary:
      "An app-only content page (realme club, narzo warranty, extended warranty, discover) in the reader's language",
    tag: 'content pages',
    params: z.object({ slug: contentPageSlugSchema }),
    data: contentPageSchema,
  }),
  discoverModels: endpoint({
    ...contentPageCalls.discoverModels,
    summary: "The discover page's phone models, in the operators' order",
    tag: 'content pages',
    data: z.array(discoverModelSchema),
  }),
  discoverModel: endpoint({
    ...contentPageCalls.discoverModel,
    summary:
      "One phone model of the discover page; a removed one answers PAGE_EXPIRED ('This page has expired.')",
    tag: 'content pages',
    params: modelIdParams,
    data: discoverModelSchema,
  }),
};

export const contentPageOperatorApi = {
  pages: endpoint({
    ...contentPageOperatorCalls.pages,
    summary: 'Every content page in every language written (operators)',
    tag: 'content pages',
    data: z.array(contentPageAdminSchema),
  }),
  updatePage: endpoint({
    ...contentPageOperatorCalls.updatePage,
    summary: "Rewrite a content page's title, body (sanitised) and cover (operators)",
    tag: 'content pages',
    params: z.object({ slug: contentPageSlugSchema }),
    body: contentPageInputSchema,
    data: contentPageAdminSchema,
  }),
  models: endpoint({
    ...contentPageOperatorCalls.models,
    summary: "The discover page's models in every language written (operators)",
    tag: 'content pages',
    data: z.array(discoverModelAdminSchema),
  }),
  createModel: endpoint({
    ...contentPageOperatorCalls.createModel,
    summary: 'Add a phone model to the end of the discover page (operators)',
    tag: 'content pages',
    body: discoverModelInputSchema,
    data: discoverModelAdminSchema,
  }),
  updateModel: endpoint({
    ...contentPageOperatorCalls.updateModel,
    summary: 'Change a discover model (operators)',
    tag: 'content pages',
    params: modelIdParams,
    body: discoverModelInputSchema,
    data: discoverModelAdminSchema,
  }),
  removeModel: endpoint({
    ...contentPageOperatorCalls.removeModel,
    summary: 'Take a model off the discover page; its address then says the page has expired (operators)',
    tag: 'content pages',
    params: modelIdParams,
    data: z.object({ deleted: z.literal(true) }),
  }),
  orderModels: endpoint({
    ...contentPageOperatorCalls.orderModels,
    summary: 'Put the discover models in a new order, naming each once (operators)',
    tag: 'content pages',
    body: z.object({ ids: z.array(idString).max(contentPages.modelsMax) }),
    data: z.array(discoverModelAdminSchema),
  }),
};
