import { dayMs, regions } from '@fanzone/contract';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../platform/deps.ts';
import {
  boards as boardsTable,
  insertBoard,
  insertHomeBanners,
  insertNavigationItems,
  insertSections,
  insertTopSectorItems,
} from '../modules/boards/index.ts';
import {
  editorGroupMembers,
  editorGroups,
  embeddedIssuerKey,
  generatedAvatarSvg,
  hashPassword,
  insertAccount,
  users,
} from '../modules/identity/index.ts';
import { insertNotification, quoteOf } from '../modules/notifications/index.ts';
import { comments, setCommentLike } from '../modules/comments/index.ts';
import { rebuildSearchIndex } from '../modules/search/index.ts';
import { posts } from '../modules/posts/index.ts';
import { insertQuestionnaire, replaceQuestions } from '../modules/questionnaires/index.ts';
import type { SettingsStore } from '../modules/site/index.ts';
import { demoQuestionnaire } from './demoQuestionnaire.ts';
import { seedDemoPosts } from './seedDemoPosts.ts';
import { seedDemoYearInReview } from './demoYearInReview.ts';
import { seedDemoCollections } from './seedDemoCollections.ts';
import { seedDemoContentPages } from './demoContentPages.ts';
import { seedDemoEvent } from './seedDemoEvent.ts';
import type { Db } from '../platform/db/database.ts';
import {
  demoAccounts,
  demoBoards,
  demoEditorGroups,
  demoFans,
  demoFilingNumbers,
  demoNavigation,
  demoNotifications,
  demoEventBanner,
  demoHomeBanners,
  demoTopSector,
} from './demoData.ts';

const demoSeedLock = 7_324_002;

/** How long ago the demo members joined. */
export const demoMembersJoinedDaysAgo = 400;
/** Loads the demo community once, on a database that has no members yet. */
export async function seedDemo(deps: Deps, settings: SettingsStore): Promise<boolean> {
  // Every later start finds members: no passwords hashed for nothing (a tenth of a second each).
  // The check under the lock below still decides when two nodes start together.
  if ((await deps.db.select({ id: users.id }).from(users).limit(1)).length) return false;
  const hash = (password: string) => hashPassword(password, deps.config.passwordHashCost);
  const [adminHash, moderatorHash, fanHash] = await Promise.all([
    hash(demoAccounts.admin.password),
    hash(demoAccounts.moderator.password),
    hash(demoAccounts.fan.password),
  ]);
  const seeded = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${demoSeedLock})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length) return false;
    const now = deps.clock.now();
    const region = regions[deps.config.region];
    const ids = new Map<string, bigint>();

    const members = [
      {
        ...demoAccounts.admin,
        hash: adminHash,
        country: region.countryCodes[0]!,
        locale: null as string | null,
      },
      { ...demoAccounts.moderator, hash: moderatorHash, country: region.countryCodes[0]!, locale: null },
      { ...demoAccounts.fan, hash: fanHash, country: region.countryCodes[0]!, locale: null },
      ...demoFans.map((fan, index) => ({
        username: fan.username,
        email: `fan${index + 1}@fanzone.example`,
        password: demoAccounts.fan.password,
        role: 'member' as const,
        hash: fanHash,
        country: fan.country,
        locale: fan.locale,
      })),
    ];
    for (const member of members) {
      const account = await insertAccount(tx, {
        username: member.username,
        email: member.email,
        passwordHash: member.hash,
      });
      const [user] = await tx
        .insert(users)
        .values({
          issuer: embeddedIssuerKey,
          subject: account.id,
          username: member.username,
          role: member.role,
          countryCode: member.country,
          locale: member.locale,
          // The demo community's members joined long ago: none counts as new (first-day limits).
          createdAt: new Date(now.getTime() - demoMembersJoinedDaysAgo * dayMs),
        })
        .returning({ id: users.id });
      const avatar = await deps.storage.put(
        `avatars/${user!.id}.svg`,
        Buffer.from(generatedAvatarSvg(member.username)),
        'image/svg+xml',
      );
      await tx
        .update(users)
        .set({ avatarUrl: avatar.url })
        .where(sql`${users.id} = ${user!.id}`);
      ids.set(member.username, user!.id);
    }

    for (const [position, group] of demoEditorGroups.entries()) {
      const [row] = await tx
        .insert(editorGroups)
        .values({ name: group.name, type: group.type, position })
        .returning({ id: editorGroups.id });
      for (const username of group.members) {
        await tx
          .insert(editorGroupMembers)
          .values({ groupId: row!.id, userId: ids.get(username)!, active: true });
      }
    }

    await insertNavigationItems(
      tx,
      demoNavigation.map((item, position) => ({ ...item, position, active: item.active ?? false })),
    );
    const topSector = [];
    for (const [position, item] of demoTopSector.entries()) {
      const icon = await deps.storage.put(
        `site/top-sector-${position}.svg`,
        Buffer.from(iconSvg(item.icon.letter, item.icon.color)),
        'image/svg+xml',
      );
      topSector.push({
        title: item.title,
        redirectType: item.redirectType,
        resource: item.resource,
        iconUrl: icon.url,
        position,
      });
    }
    await insertTopSectorItems(tx, topSector);

    await seedBoards(deps, tx, demoBoards, null);
    await seedDemoPosts(deps, tx, ids);
    await seedDemoYearInReview(deps, tx, ids);
    await seedDemoCollections(deps, tx, ids);
    // Written behind the services, so indexed for search here, in the same transaction.
    await rebuildSearchIndex({ db: tx });
    await seedDemoQuestionnaire(tx, now);
    const event = await seedDemoEvent(tx, now);
    // The campaign leads the home banners, as a community announces its running event.
    const banners = [];
    const demoBanners = [{ ...demoEventBanner, resource: event.id.toString() }, ...demoHomeBanners];
    for (const [position, banner] of demoBanners.entries()) {
      const picture = await deps.storage.put(
        `site/home-banner-${position}.svg`,
        Buffer.from(bannerSvg(banner.picture.words, banner.picture.from, banner.picture.to)),
        'image/svg+xml',
      );
      const { picture: _drawn, ...link } = banner;
      banners.push({ ...link, imageUrl: picture.url, position });
    }
    await insertHomeBanners(tx, banners);
    await seedDemoContentPages(deps, tx, now);

    await seedFanNotifications(tx, ids, now);
    return true;
  });
  if (seeded && deps.config.region === 'cn') await settings.set('filingNumbers', demoFilingNumbers);
  if (seeded)
    await settings.set('appDownload', {
      deepLink: 'novacommunity://open',
      storeUrl: 'https://store.nova.example/app',
    });
  return seeded;
}

/** The fan's unread notifications, about their own comment on the charging thread and its answer. */
async function seedFanNotifications(db: Db, ids: Map<string, bigint>, now: Date) {
  const fanId = ids.get(demoAccounts.fan.username)!;
  const [fanComment] = await db.select().from(comments).where(eq(comments.authorId, fanId)).limit(1);
  const [reply] = await db.select().from(comments).where(eq(comments.replyToId, fanComment!.id)).limit(1);
  const [post] = await db.select({ title: posts.title }).from(posts).where(eq(posts.id, fanComment!.postId));
  await setCommentLike(db, reply!.authorId, fanComment!.id, true, now);
  const about = { postId: fanComment!.postId, subject: post!.title };
  const lines = {
    welcome: { kind: 'welcome' as const },
    commentLiked: {
      kind: 'commentLiked' as const,
      actorId: reply!.authorId,
      commentId: fanComment!.id,
      excerpt: quoteOf(fanComment!.content),
      ...about,
    },
    commentReplied: {
      kind: 'commentReplied' as const,
      actorId: reply!.authorId,
      commentId: reply!.id,
      excerpt: quoteOf(reply!.content),
      ...about,
    },
  };
  for (const [offset, kind] of demoNotifications.entries()) {
    const minutesAgo = demoNotifications.length - offset;
    await insertNotification(db, {
      userId: fanId,
      ...lines[kind],
      createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    });
  }
}

/** The open questionnaire at /wq/fan-quiz (its right answers are listed in demoQuestionnaire.ts). */
async function seedDemoQuestionnaire(db: Db, now: Date) {
  const { questions, ...fields } = demoQuestionnaire;
  const row = await insertQuestionnaire(db, {
    ...fields,
    startsAt: null,
    endsAt: null,
    closed: false,
    createdAt: now,
  });
  if (row) await replaceQuestions(db, row.id, questions);
}

async function seedBoards(deps: Deps, db: Db, boards: typeof demoBoards, parentId: bigint | null) {
  for (const [position, board] of boards.entries()) {
    const row = await insertBoard(db, {
      parentId,
      position,
      name: board.name,
      description: board.description,
      closed: board.closed ?? false,
      euProduct: board.euProduct ?? false,
      allowedCountries: board.allowedCountries ?? null,
      visibleTo: board.visibleTo ?? 'everyone',
    });
    const icon = await deps.storage.put(
      `boards/${row.id}.svg`,
      Buffer.from(iconSvg(board.icon.letter, board.icon.color)),
      'image/svg+xml',
    );
    await db
      .update(boardsTable)
      .set({ iconUrl: icon.url })
      .where(sql`${boardsTable.id} = ${row.id}`);
    await insertSections(
      db,
      (board.sections ?? []).map((section, index) => ({
        boardId: row.id,
        position: index,
        name: section.name,
        closed: section.closed ?? false,
      })),
    );
    await seedBoards(deps, db, board.children ?? [], row.id);
  }
}

/** A banner's picture (4:1): the words on a gradient, written as text so any script shows. */
function bannerSvg(words: string, from: string, to: string) {
  const escaped = words.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/><text x="60" y="175" font-family="system-ui,sans-serif" font-size="64" font-weight="700" fill="#fff">${escaped}</text></svg>`;
}

function iconSvg(letter: string, color: string) {
  const escaped = letter.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="43" font-family="system-ui,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${escaped}</text></svg>`;
}
