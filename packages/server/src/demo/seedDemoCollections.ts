import { readFile } from 'node:fs/promises';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import type { Deps } from '../platform/deps.ts';
import { boardSections, boards } from '../modules/boards/index.ts';
import { insertBoardBanner, insertTcm, replaceTcmPosts } from '../modules/collections/index.ts';
import { cleanRichContent, hotScore, insertPost, posts } from '../modules/posts/index.ts';
import { excerptOf } from '../platform/text.ts';

/**
 * Short clips members posted (portrait, as phones film): the video feed starts at any of them. Their
 * videos are real, tiny H.264 files in `clips/` (3 s, 360×640, made with ffmpeg's test sources:
 * `clip-0` mandelbrot, `clip-1` and `clip-2` gradients), so the demo's feed plays.
 */
const demoClips = [
  {
    author: 'priya_clicks',
    title: 'Night market in 4K on the Nova 12 Pro',
    words: 'Night market',
    hoursAgo: 5,
  },
  { author: '拍照达人', title: '延时摄影：城市的黄昏', words: '黄昏延时', hoursAgo: 9 },
  { author: 'maria_lens', title: 'Slow motion waves at 240 fps', words: 'Waves 240 fps', hoursAgo: 14 },
];

/**
 * The demo's topics and collections (spec §3), its video posts and a board's banners: a collection
 * of the most liked posts with a cover, a topic (shown in the apps only), a few clips for the video
 * feed and, on the Nova 12 Series board, a banner to the collection and one for the apps only.
 */
export async function seedDemoCollections(deps: Deps, db: Db, memberIds: Map<string, bigint>) {
  const now = deps.clock.now();
  await seedClips(deps, db, memberIds, now);

  const liked = await db
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(boards, eq(boards.id, posts.boardId))
    .where(and(eq(posts.status, 'published'), eq(boards.visibleTo, 'everyone')))
    .orderBy(desc(posts.likeCount), desc(posts.id))
    .limit(6);
  const cover = await deps.storage.put(
    'site/collection-best-of.svg',
    Buffer.from(pictureSvg('Best of the community', '#0f766e', '#1d4ed8', 1600, 900)),
    'image/svg+xml',
  );
  const collection = await insertTcm(db, {
    type: 'collection',
    tcmTitle: {
      en: 'Best of the community',
      'zh-CN': '社区精选',
      ru: 'Лучшее в сообществе',
      ar: 'أفضل ما في المجتمع',
    },
    title: {
      en: 'The posts members liked most',
      'zh-CN': '大家最喜欢的帖子',
      ru: 'Посты, которые понравились больше всего',
      ar: 'المنشورات الأكثر إعجابًا',
    },
    description: {
      en: 'Chosen by the community team every week.',
      'zh-CN': '社区团队每周精选。',
      ru: 'Команда сообщества выбирает их каждую неделю.',
      ar: 'يختارها فريق المجتمع كل أسبوع.',
    },
    coverUrl: cover.url,
    status: 'published',
    createdAt: now,
    updatedAt: now,
  });
  await replaceTcmPosts(
    db,
    collection.id,
    liked.map((row) => row.id),
  );
  await insertTcm(db, {
    type: 'topic',
    tcmTitle: {
      en: 'Nova 13 launch week',
      'zh-CN': 'Nova 13 发布周',
      ru: 'Неделя запуска Nova 13',
      ar: 'أسبوع إطلاق نوفا 13',
    },
    title: {
      en: 'Tell us what you expect',
      'zh-CN': '说说你的期待',
      ru: 'Расскажите, чего ждёте',
      ar: 'أخبرنا بما تتوقعه',
    },
    status: 'published',
    createdAt: now,
    updatedAt: now,
  });

  const seriesBoard = (await db.select().from(boards)).find((board) => board.name.en === 'Nova 12 Series');
  if (!seriesBoard) return;
  const toCollection = await deps.storage.put(
    'site/board-banner-collection.svg',
    Buffer.from(pictureSvg('Best of the community', '#7c3aed', '#db2777', 1200, 300)),
    'image/svg+xml',
  );
  const toApp = await deps.storage.put(
    'site/board-banner-live.svg',
    Buffer.from(pictureSvg('Live launch in the app', '#ea580c', '#ca8a04', 1200, 300)),
    'image/svg+xml',
  );
  await insertBoardBanner(db, {
    boardId: seriesBoard.id,
    title: {
      en: 'Best of the community',
      'zh-CN': '社区精选',
      ru: 'Лучшее в сообществе',
      ar: 'أفضل ما في المجتمع',
    },
    imageUrl: toCollection.url,
    redirectType: 'topic',
    resource: collection.id.toString(),
  });
  // A live room is something only the apps open: the web says 'Please visit the app to view'.
  await insertBoardBanner(db, {
    boardId: seriesBoard.id,
    title: { en: 'Live launch', 'zh-CN': '发布会直播', ru: 'Прямая трансляция', ar: 'بث مباشر للإطلاق' },
    imageUrl: toApp.url,
    redirectType: 'live-room',
    resource: 'nova-13',
  });
}

async function seedClips(deps: Deps, db: Db, memberIds: Map<string, bigint>, now: Date) {
  const [club] = (await db.select().from(boards)).filter((board) => board.name.en === 'Photography club');
  if (!club) return;
  const [section] = await db
    .select()
    .from(boardSections)
    .where(inArray(boardSections.boardId, [club.id]))
    .orderBy(boardSections.position)
    .limit(1);
  // Oldest first: ids follow time, and the feed goes from a clip to the ones posted before it.
  const oldestFirst = [...demoClips.entries()].sort(([, a], [, b]) => b.hoursAgo - a.hoursAgo);
  for (const [index, clip] of oldestFirst) {
    const authorId = memberIds.get(clip.author);
    if (!authorId) continue;
    const poster = await deps.storage.put(
      `demo/clip-${index}.svg`,
      Buffer.from(pictureSvg(clip.words, '#111827', '#2563eb', 720, 1280)),
      'image/svg+xml',
    );
    const video = await deps.storage.put(
      `demo/clip-${index}.mp4`,
      await readFile(new URL(`./clips/clip-${index}.mp4`, import.meta.url)),
      'video/mp4',
    );
    const content = cleanRichContent(
      `<p>${clip.title}</p><video src="${video.url}" poster="${poster.url}" width="360" height="640"></video>`,
      deps.storage.urlOf(''),
    );
    const createdAt = new Date(now.getTime() - clip.hoursAgo * 3_600_000);
    await insertPost(
      db,
      {
        authorId,
        boardId: club.id,
        mainBoardId: club.parentId ?? club.id,
        sectionId: section?.id ?? null,
        kind: 'post',
        category: 'discussion',
        title: clip.title,
        contentHtml: content.html,
        contentText: content.text,
        excerpt: excerptOf(content.text),
        cardImages: [{ url: poster.url, width: 720, height: 1280 }],
        createdAt,
        lastActivityAt: createdAt,
        hotScore: hotScore(createdAt, { likeCount: 0, commentCount: 0, favouriteCount: 0 }),
      },
      null,
    );
  }
}

/** A picture: words on a gradient, written as text so any script shows. */
function pictureSvg(words: string, from: string, to: string, width: number, height: number) {
  const escaped = words.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const size = Math.round(Math.min(width, height) / 5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="50%" y="50%" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escaped}</text></svg>`;
}
