import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { feedsCalls } from './calls.ts';
import { postSummarySchema } from './posts.ts';

const cursorQuery = z.object({ cursor: z.string().max(200).optional() });

export const feedsApi = {
  following: endpoint({
    ...feedsCalls.following,
    summary: 'Posts of followed members and boards, newest first',
    tag: 'feeds',
    query: cursorQuery,
    data: z.array(postSummarySchema),
  }),
  recommended: endpoint({
    ...feedsCalls.recommended,
    summary: 'Featured and home-recommended posts, then the popularity ranking that decays with age',
    tag: 'feeds',
    query: cursorQuery,
    data: z.array(postSummarySchema),
  }),
};
