import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, medalBadgeSchema, unixSeconds } from '../envelope.ts';
import { isCountryCode } from '../countries.ts';
import { eventPhases, eventPrizeKinds, eventStatuses, eventTieRule } from '../eventPhase.ts';
import { limits } from '../limits.ts';
import { localizedTextInput, localizedTextOutput } from '../localizedText.ts';
import { eventCalls, eventOperatorCalls } from './eventCalls.ts';
import { actorSchema } from './messages.ts';

const { titleMaxLength, rulesMaxLength, maxCountries, maxPrizes, maxRank, maxCoins, rankingSize } =
  limits.events;
const { recipientMaxLength, phoneMaxLength, addressMaxLength } = limits.events.delivery;

const eventParams = z.object({ id: idString });

/** One prize: a rank range and what it wins (a T-shirt, Coins through the ledger, or a medal). */
export const eventPrizeInputSchema = z.object({
  fromRank: z.number().int().min(1).max(maxRank),
  toRank: z.number().int().min(1).max(maxRank),
  kind: z.enum(eventPrizeKinds),
  coins: z.number().int().min(0).max(maxCoins).default(0),
  medalId: idString.nullable().default(null),
});
export type EventPrizeInput = z.input<typeof eventPrizeInputSchema>;

/** What operators write for an event (dates in unix seconds; title and rules per language). */
export const eventInputSchema = z.object({
  title: localizedTextInput(titleMaxLength),
  rules: localizedTextInput(rulesMaxLength),
  countries: z
    .array(z.string().trim().toUpperCase().refine(isCountryCode, { message: 'not a country code' }))
    .max(maxCountries)
    .default([]),
  boardId: idString,
  startsAt: unixSeconds,
  entriesEndAt: unixSeconds,
  announceAt: unixSeconds,
  deliveryWorkingDays: z
    .number()
    .int()
    .min(0)
    .max(limits.events.maxDeliveryWorkingDays)
    .default(limits.events.deliveryWorkingDays),
  participationMedalId: idString.nullable().default(null),
  prizes: z.array(eventPrizeInputSchema).max(maxPrizes).default([]),
});
export type EventInput = z.input<typeof eventInputSchema>;

/** A prize as members read it. */
export const eventPrizeSchema = z.object({
  fromRank: z.number().int(),
  toRank: z.number().int(),
  kind: z.enum(eventPrizeKinds),
  coins: z.number().int(),
  medal: medalBadgeSchema.nullable(),
});

/** An award a member got from the announcement. */
export const eventAwardSchema = z.object({
  kind: z.enum(eventPrizeKinds),
  rank: z.number().int().nullable(),
  coins: z.number().int(),
  medal: medalBadgeSchema.nullable(),
  grantedAt: unixSeconds,
  seen: z.boolean(),
});

export const deliveryAddressSchema = z.object({
  recipient: z.string().trim().min(1).max(recipientMaxLength),
  phone: z.string().trim().min(1).max(phoneMaxLength),
  address: z.string().trim().min(1).max(addressMaxLength),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** An event as a reader sees it, in their language, with their own part when signed in. */
export const eventViewSchema = z.object({
  id: idString,
  title: z.string(),
  rules: z.string(),
  countries: z.array(z.string()),
  board: z.object({ id: idString, name: z.string() }),
  startsAt: unixSeconds,
  entriesEndAt: unixSeconds,
  announceAt: unixSeconds,
  announcedAt: unixSeconds.nullable(),
  phase: z.enum(eventPhases),
  deliveryWorkingDays: z.number().int(),
  /** Awards arrive by this day (working days after the announcement); null before it. */
  deliverBy: unixSeconds.nullable(),
  prizes: z.array(eventPrizeSchema),
  participationMedal: medalBadgeSchema.nullable(),
  participantCount: z.number().int(),
  entryCount: z.number().int(),
  tieRule: z.literal(eventTieRule),
  me: z
    .object({
      joined: z.boolean(),
      entryPostId: idString.nullable(),
      rank: z.number().int().nullable(),
      awards: z.array(eventAwardSchema),
      /** A T-shirt winner gives where to send it; their own address once given. */
      wantsDeliveryAddress: z.boolean(),
      deliveryAddress: deliveryAddressSchema.nullable(),
    })
    .nullable(),
});
export type EventView = z.infer<typeof eventViewSchema>;

/** One line of the ranking: the rank, the entry's post and its author, its likes. */
export const rankingLineSchema = z.object({
  rank: z.number().int(),
  post: z.object({ id: idString, title: z.string(), publishedAt: unixSeconds }),
  author: actorSchema,
  likeCount: z.number().int(),
});
export const rankingSchema = z.object({
  /** True once announced: the ranking as it was at the announcement, which the awards followed. */
  final: z.boolean(),
  tieRule: z.literal(eventTieRule),
  lines: z.array(rankingLineSchema),
});
export type EventRanking = z.infer<typeof rankingSchema>;

/** An event as operators edit it: every language, the ids, the stored status. */
export const eventAdminSchema = z.object({
  id: idString,
  title: localizedTextOutput,
  rules: localizedTextOutput,
  countries: z.array(z.string()),
  boardId: idString,
  startsAt: unixSeconds,
  entriesEndAt: unixSeconds,
  announceAt: unixSeconds,
  announcedAt: unixSeconds.nullable(),
  deliveryWorkingDays: z.number().int(),
  participationMedalId: idString.nullable(),
  prizes: z.array(
    z.object({
      fromRank: z.number().int(),
      toRank: z.number().int(),
      kind: z.enum(eventPrizeKinds),
      coins: z.number().int(),
      medalId: idString.nullable(),
    }),
  ),
  status: z.enum(eventStatuses),
  phase: z.enum(eventPhases),
  participantCount: z.number().int(),
  entryCount: z.number().int(),
});
export type EventAdmin = z.infer<typeof eventAdminSchema>;

/** A winner's award for operators, with the delivery address for a T-shirt. */
export const eventAwardAdminSchema = eventAwardSchema.extend({
  member: actorSchema,
  deliveryAddress: deliveryAddressSchema.nullable(),
});
export type EventAwardAdmin = z.infer<typeof eventAwardAdminSchema>;

export const eventsApi = {
  detail: endpoint({
    ...eventCalls.detail,
    summary: "An event: its dates, phase, rules, prizes and the viewer's part",
    tag: 'events',
    params: eventParams,
    data: eventViewSchema,
  }),
  ranking: endpoint({
    ...eventCalls.ranking,
    summary: `The entries by likes, live until the announcement (top ${rankingSize}; ties: earlier post first)`,
    tag: 'events',
    params: eventParams,
    data: rankingSchema,
  }),
  join: endpoint({
    ...eventCalls.join,
    summary: 'Join an event; the privacy policy must be accepted (spec §5)',
    tag: 'events',
    params: eventParams,
    body: z.object({ privacyAccepted: z.boolean() }),
    data: eventViewSchema,
  }),
  myPosts: endpoint({
    ...eventCalls.myPosts,
    summary: "The viewer's posts that may be entered: published in the event's board while entries are open",
    tag: 'events',
    params: eventParams,
    data: z.array(z.object({ id: idString, title: z.string(), publishedAt: unixSeconds })),
  }),
  enter: endpoint({
    ...eventCalls.enter,
    summary: 'Enter a post of the viewer’s (one entry per member)',
    tag: 'events',
    params: eventParams,
    body: z.object({ postId: idString }),
    data: eventViewSchema,
  }),
  seeAwards: endpoint({
    ...eventCalls.seeAwards,
    summary: "Marks the viewer's new awards seen; the envelope's completeMission shows them in the popup",
    tag: 'events',
    params: eventParams,
    data: z.object({ seen: z.number().int() }),
  }),
  deliveryAddress: endpoint({
    ...eventCalls.deliveryAddress,
    summary: 'A T-shirt winner says where to send it (kept private to them and operators)',
    tag: 'events',
    params: eventParams,
    body: deliveryAddressSchema,
    data: deliveryAddressSchema,
  }),
};

export const eventOperatorApi = {
  list: endpoint({
    ...eventOperatorCalls.list,
    summary: 'Every event, newest start first (operators)',
    tag: 'events',
    data: z.array(eventAdminSchema),
  }),
  get: endpoint({
    ...eventOperatorCalls.get,
    summary: 'One event as operators edit it',
    tag: 'events',
    params: eventParams,
    data: eventAdminSchema,
  }),
  create: endpoint({
    ...eventOperatorCalls.create,
    summary: 'Create an event with its prizes (operators)',
    tag: 'events',
    body: eventInputSchema,
    data: eventAdminSchema,
  }),
  update: endpoint({
    ...eventOperatorCalls.update,
    summary: 'Change an event and its prizes until it is announced (operators)',
    tag: 'events',
    params: eventParams,
    body: eventInputSchema,
    data: eventAdminSchema,
  }),
  setStatus: endpoint({
    ...eventOperatorCalls.setStatus,
    summary: 'Pause, resume or take down an event (operators)',
    tag: 'events',
    params: eventParams,
    body: z.object({ status: z.enum(eventStatuses) }),
    data: eventAdminSchema,
  }),
  announce: endpoint({
    ...eventOperatorCalls.announce,
    summary: 'Announce now: rank the entries and grant the awards, exactly once (operators)',
    tag: 'events',
    params: eventParams,
    data: z.object({ awards: z.number().int() }),
  }),
  awards: endpoint({
    ...eventOperatorCalls.awards,
    summary: 'The awards granted, by rank, with T-shirt winners’ delivery addresses (operators)',
    tag: 'events',
    params: eventParams,
    data: z.array(eventAwardAdminSchema),
  }),
};
