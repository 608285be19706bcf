import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { letterSenderRules } from '../notifications.ts';
import { privateLettersCalls } from './calls.ts';
import { actorSchema } from './messages.ts';

/** A chat message (spec §3). */
export const chatMessageSchema = z.object({
  idString,
  /** The sender. */
  userId: idString,
  /** 1 text, 2 image, 3 video. */
  contentType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** The text, or the media's address; empty once withdrawn. */
  content: z.string(),
  createdAt: unixSeconds,
  deletedAt: unixSeconds.nullable(),
  /** JSON text with width, height and poster (media only; "{}" for text). */
  extra: z.string(),
  /** The first letter of the conversation: nothing older to load. */
  isFirst: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The `extra` of an image or video letter, once parsed. */
export type ChatMessageExtra = { width?: number; height?: number; poster?: string | null };

/** One conversation in the list: the other member, the latest line, unread letters. */
export const conversationSchema = z.object({
  otherUser: actorSchema,
  lastMessage: chatMessageSchema,
  unreadCount: z.number().int().nonnegative(),
  /** The viewer blocked this member. */
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const letterSenderRuleSchema = z.enum(letterSenderRules);
export const letterSettingsSchema = z.object({ whoCanMessageMe: letterSenderRuleSchema });
export type LetterSettings = z.infer<typeof letterSettingsSchema>;

const otherUserParams = z.object({ userId: idString });
const mediaUrl = z.string().max(500);

export const sendLetterSchema = z.object({
  otherUserId: idString,
  contentType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Text of up to 2000 characters (checked after trimming), or an address from the letter uploads. */
  content: z.string().max(limits.chat.maxTextLength * 2),
  width: z.number().int().positive().max(100_000).optional(),
  height: z.number().int().positive().max(100_000).optional(),
  /** A video's poster frame, made by the client and uploaded as a letter image. */
  poster: mediaUrl.nullable().optional(),
});
export type SendLetterInput = z.infer<typeof sendLetterSchema>;

export const privateLettersApi = {
  credentials: endpoint({
    ...privateLettersCalls.credentials,
    summary: "A short-lived signed ticket for the member's realtime connection (`/api/ws`)",
    tag: 'private letters',
    data: z.object({
      sdkAppId: z.string(),
      userSig: z.string(),
      expiresAt: unixSeconds,
      socketPath: z.string(),
    }),
  }),
  conversations: endpoint({
    ...privateLettersCalls.conversations,
    summary: "The member's conversations, latest first (keyset pages)",
    tag: 'private letters',
    query: z.object({ cursor: z.string().max(100).optional() }),
    data: z.array(conversationSchema),
  }),
  history: endpoint({
    ...privateLettersCalls.history,
    summary: 'Letters with a member older than `messageId` (or the latest), oldest first',
    tag: 'private letters',
    params: otherUserParams,
    query: z.object({ messageId: idString.optional() }),
    data: z.array(chatMessageSchema),
  }),
  newer: endpoint({
    ...privateLettersCalls.newer,
    summary: 'Letters with a member newer than `messageId`, oldest first (what a reconnect missed)',
    tag: 'private letters',
    params: otherUserParams,
    query: z.object({ messageId: idString }),
    data: z.array(chatMessageSchema),
  }),
  send: endpoint({
    ...privateLettersCalls.send,
    summary: 'Send a private letter: text, image or video',
    tag: 'private letters',
    body: sendLetterSchema,
    data: chatMessageSchema,
  }),
  withdraw: endpoint({
    ...privateLettersCalls.withdraw,
    summary: "Withdraw one's own letter within 300 s",
    tag: 'private letters',
    params: z.object({ messageId: idString }),
    data: chatMessageSchema,
  }),
  markRead: endpoint({
    ...privateLettersCalls.markRead,
    summary: "Mark a conversation's letters read",
    tag: 'private letters',
    params: otherUserParams,
    data: z.object({ letterCount: z.number().int().nonnegative() }),
  }),
  block: endpoint({
    ...privateLettersCalls.block,
    summary: "Block a member from one's letters (the same block list as the profile's)",
    tag: 'private letters',
    params: otherUserParams,
    data: z.object({ blocked: z.literal(true) }),
  }),
  settings: endpoint({
    ...privateLettersCalls.settings,
    summary: 'Who may write the member private letters',
    tag: 'private letters',
    data: letterSettingsSchema,
  }),
  updateSettings: endpoint({
    ...privateLettersCalls.updateSettings,
    summary: 'Choose who may write the member private letters',
    tag: 'private letters',
    body: letterSettingsSchema,
    data: letterSettingsSchema,
  }),
};
