import { dayMs, limits } from '@fanzone/contract';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { boards } from '../modules/boards/index.ts';
import { insertEntry, insertEvent, insertParticipant, replacePrizes } from '../modules/events/index.ts';
import { insertMedal } from '../modules/gamification/index.ts';
import { posts } from '../modules/posts/index.ts';

/**
 * The demo's event: spec §1's photo-story campaign, in progress when the demo starts so a person
 * trying `npm start` can join and post. Fourteen days of entries that began three days ago on the
 * demo's clock, winners announced three days after entries end, awards within 15 working days:
 * the top 10 by likes a T-shirt, ranks 11–20 800 Coins, every participant a medal. The Photography
 * club's recent picture posts are its first entries, with the likes they already have.
 */
export async function seedDemoEvent(db: Db, now: Date) {
  const club = (await db.select().from(boards)).find((row) => row.name.en === 'Photography club');
  if (!club) throw new Error('demo board Photography club is missing');
  const medal = await insertMedal(db, {
    code: 'photo-story',
    position: 10,
    name: { en: 'Photo storyteller', 'zh-CN': '影像故事家', ru: 'Фоторассказчик', ar: 'راوي الصور' },
    description: {
      en: 'Took part in the photo-story campaign',
      'zh-CN': '参加了影像故事活动',
      ru: 'Участвовал в фотоконкурсе историй',
      ar: 'شارك في حملة قصص الصور',
    },
    iconUrl: '/medals/event-winner.svg',
  });
  const startsAt = new Date(now.getTime() - 3 * dayMs);
  const entriesEndAt = new Date(startsAt.getTime() + 14 * dayMs);
  const event = await insertEvent(db, {
    title: {
      en: 'Photo story: your city after dark',
      'zh-CN': '影像故事：夜色中的城市',
      ru: 'Фотоистория: ваш город после заката',
      ar: 'قصة مصورة: مدينتك بعد الغروب',
    },
    rules: {
      en: 'Post one photo story shot on a Nova phone in the Photography club and enter it here. Entries are open for 14 days; the ranking follows likes, and equal likes go to the story published first. The top 10 win a T-shirt, ranks 11–20 win 800 Coins, and everyone who enters gets the Photo storyteller medal.',
      'zh-CN':
        '在摄影俱乐部发布一篇用 Nova 手机拍摄的影像故事，并在此提交参赛。征稿 14 天；排名按点赞数，点赞相同时先发布者在前。前 10 名获得 T 恤，第 11–20 名获得 800 金币，所有参赛者获得“影像故事家”勋章。',
      ru: 'Опубликуйте в Фотоклубе одну фотоисторию, снятую на телефон Nova, и подайте её здесь. Приём работ — 14 дней; рейтинг по лайкам, при равенстве выше та история, что опубликована раньше. Первые 10 мест получают футболку, места 11–20 — 800 монет, все участники — медаль «Фоторассказчик».',
      ar: 'انشر قصة مصورة واحدة التُقطت بهاتف نوفا في نادي التصوير وشارك بها هنا. تبقى المشاركات مفتوحة 14 يومًا؛ الترتيب حسب الإعجابات، وعند التساوي تتقدم القصة المنشورة أولًا. يفوز أول 10 بقميص، والمراتب 11–20 بـ 800 عملة، وينال كل مشارك وسام راوي الصور.',
    },
    countries: [],
    boardId: club.id,
    startsAt,
    entriesEndAt,
    announceAt: new Date(entriesEndAt.getTime() + 3 * dayMs),
    deliveryWorkingDays: limits.events.deliveryWorkingDays,
    participationMedalId: medal.id,
    createdAt: startsAt,
  });
  await replacePrizes(db, event.id, [
    { fromRank: 1, toRank: 10, kind: 'tshirt', coins: 0, medalId: null },
    { fromRank: 11, toRank: 20, kind: 'coins', coins: 800, medalId: null },
  ]);
  const entries = await db
    .select({ id: posts.id, authorId: posts.authorId, createdAt: posts.createdAt })
    .from(posts)
    .where(
      and(
        eq(posts.boardId, club.id),
        // Photo stories: the club's picture posts, not its video clips.
        eq(posts.kind, 'picture'),
        eq(posts.status, 'published'),
        gte(posts.createdAt, startsAt),
      ),
    )
    .orderBy(posts.createdAt);
  for (const post of entries) {
    await insertParticipant(db, event.id, post.authorId, post.createdAt);
    await insertEntry(db, event.id, post.authorId, post.id, post.createdAt);
  }
  return event;
}
