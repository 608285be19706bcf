import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString } from '../envelope.ts';
import { limits } from '../limits.ts';
import { searchCalls } from './calls.ts';
import { searchPeriods } from './constants.ts';
import { postSummarySchema } from './posts.ts';
import { memberSummarySchema } from './social.ts';

/** A stretch of a found title or excerpt; `match` marks what was searched for (plain text, never markup). */
export const highlightPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightPart = z.infer<typeof highlightPartSchema>;

const keyword = z.string().max(limits.search.keywordMaxLength);
const cursor = z.string().max(200).optional();

/** A post found: its card, and its title and an excerpt of its text with the matches marked. */
export const foundPostSchema = z.object({
  post: postSummarySchema,
  title: z.array(highlightPartSchema),
  excerpt: z.array(highlightPartSchema),
});
export type FoundPost = z.infer<typeof foundPostSchema>;

/** A member found by name, with their level (their editor-group badges are in the summary). */
export const foundMemberSchema = memberSummarySchema.extend({ level: z.number().int().positive() });
export type FoundMember = z.infer<typeof foundMemberSchema>;

export const searchApi = {
  posts: endpoint({
    ...searchCalls.posts,
    summary:
      'Posts holding every word of the keyword (any form, any of the four scripts), best first; SEARCH_QUERY_EMPTY for a blank one',
    tag: 'search',
    query: z.object({
      keyword,
      boardId: idString.optional(),
      period: z.enum(searchPeriods).optional(),
      cursor,
    }),
    data: z.array(foundPostSchema),
  }),
  members: endpoint({
    ...searchCalls.members,
    summary: 'Members whose name starts with the keyword, shortest names first',
    tag: 'search',
    query: z.object({ keyword, cursor }),
    data: z.array(foundMemberSchema),
  }),
};
