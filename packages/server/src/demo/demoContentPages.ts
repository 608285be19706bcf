import type { ContentPageSlug } from '@fanzone/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import type { Deps } from '../platform/deps.ts';
import { boards } from '../modules/boards/index.ts';
import { insertDiscoverModel, updateContentPage } from '../modules/contentPages/index.ts';
import type { LocalizedText } from '../modules/contentPages/index.ts';
import { cleanRichContent } from '../modules/posts/index.ts';

/**
 * The demo's app-only content pages: what operators would write in the console, in the four
 * languages of the demo community. Bodies go through the same allow-list as the console's.
 */
const demoPages: Record<ContentPageSlug, { title: LocalizedText; body: LocalizedText }> = {
  'realme-club': {
    title: { en: 'realme Club', ru: 'Клуб realme', 'zh-CN': 'realme 俱乐部', ar: 'نادي realme' },
    body: {
      en: '<h2>Welcome to the club</h2><p>Club members hear about new phones first, test software before release and meet other fans at city meet-ups.</p><ul><li>Monthly meet-ups in ten cities</li><li>Early access to beta software</li><li>A club medal on your profile</li></ul><p>Join by completing five missions this month.</p>',
      ru: '<h2>Добро пожаловать в клуб</h2><p>Участники клуба первыми узнают о новых телефонах, тестируют прошивки до выхода и встречаются с другими фанатами.</p><ul><li>Встречи каждый месяц в десяти городах</li><li>Ранний доступ к бета-версиям</li><li>Медаль клуба в профиле</li></ul>',
      'zh-CN':
        '<h2>欢迎加入俱乐部</h2><p>俱乐部会员可以抢先了解新机、提前体验测试版系统，并在线下聚会中结识其他粉丝。</p><ul><li>每月在十座城市举办聚会</li><li>抢先体验测试版软件</li><li>个人主页上的俱乐部勋章</li></ul>',
      ar: '<h2>أهلًا بك في النادي</h2><p>يعرف أعضاء النادي بالهواتف الجديدة أولًا، ويجرّبون البرامج قبل إطلاقها، ويلتقون بمعجبين آخرين.</p><ul><li>لقاءات شهرية في عشر مدن</li><li>وصول مبكر إلى النسخ التجريبية</li><li>وسام النادي في ملفك الشخصي</li></ul>',
    },
  },
  'narzo-warranty': {
    title: { en: 'narzo Warranty', ru: 'Гарантия narzo', 'zh-CN': 'narzo 保修', ar: 'ضمان narzo' },
    body: {
      en: '<h2>What the warranty covers</h2><p>Every narzo phone comes with a 12-month warranty from the date of purchase, and 6 months for the charger and cable.</p><ul><li>Defects in materials and workmanship</li><li>Free repair or replacement at authorised service centres</li></ul><p>Accidental damage, liquid damage and unauthorised repairs are not covered.</p>',
      ru: '<h2>Что покрывает гарантия</h2><p>На каждый телефон narzo действует гарантия 12 месяцев с даты покупки, на зарядное устройство и кабель — 6 месяцев.</p><p>Случайные повреждения, попадание жидкости и неавторизованный ремонт не покрываются.</p>',
      'zh-CN':
        '<h2>保修范围</h2><p>每部 narzo 手机自购买之日起享受 12 个月保修，充电器和数据线享受 6 个月保修。</p><p>意外损坏、进液以及非授权维修不在保修范围内。</p>',
      ar: '<h2>ما يشمله الضمان</h2><p>يأتي كل هاتف narzo بضمان لمدة 12 شهرًا من تاريخ الشراء، و6 أشهر للشاحن والكابل.</p><p>لا يشمل الضمان الأضرار العرضية أو أضرار السوائل أو الإصلاح غير المعتمد.</p>',
    },
  },
  'narzo-extended-warranty': {
    title: {
      en: 'narzo Extended Warranty',
      ru: 'Расширенная гарантия narzo',
      'zh-CN': 'narzo 延长保修',
      ar: 'الضمان الممتد من narzo',
    },
    body: {
      en: '<h2>One more year of care</h2><p>Extend the warranty of your narzo phone by 12 months within 30 days of purchase.</p><ol><li>Open the app and choose your device</li><li>Enter the IMEI and the purchase date</li><li>Pay and keep the confirmation</li></ol>',
      ru: '<h2>Ещё год заботы</h2><p>Продлите гарантию на телефон narzo на 12 месяцев в течение 30 дней после покупки.</p><ol><li>Откройте приложение и выберите устройство</li><li>Введите IMEI и дату покупки</li><li>Оплатите и сохраните подтверждение</li></ol>',
      'zh-CN':
        '<h2>多一年的安心</h2><p>购机 30 天内，可为你的 narzo 手机延长 12 个月保修。</p><ol><li>打开 App 并选择设备</li><li>填写 IMEI 和购买日期</li><li>付款并保存确认信息</li></ol>',
      ar: '<h2>عام إضافي من الرعاية</h2><p>مدّد ضمان هاتف narzo لمدة 12 شهرًا خلال 30 يومًا من الشراء.</p><ol><li>افتح التطبيق واختر جهازك</li><li>أدخل رقم IMEI وتاريخ الشراء</li><li>ادفع واحتفظ بالتأكيد</li></ol>',
    },
  },
  'link-discover': {
    title: { en: 'Discover', ru: 'Обзор', 'zh-CN': '发现', ar: 'اكتشف' },
    body: {
      en: '<p>The phones of this year, side by side. Tap one for its specs and its community.</p>',
      ru: '<p>Телефоны этого года рядом. Нажмите на модель, чтобы увидеть характеристики и её сообщество.</p>',
      'zh-CN': '<p>今年的机型一览。点击查看参数和机型社区。</p>',
      ar: '<p>هواتف هذا العام جنبًا إلى جنب. اضغط على أحدها لرؤية مواصفاته ومجتمعه.</p>',
    },
  },
};

/** The discover page's models; each links to its board of the demo community by English name. */
const demoModels: {
  board: string;
  colors: [string, string];
  name: LocalizedText;
  summary: LocalizedText;
  specs: LocalizedText;
}[] = [
  {
    board: 'Nova 12 Pro',
    colors: ['#1f3a93', '#6c5ce7'],
    name: { en: 'Nova 12 Pro', ru: 'Nova 12 Pro', 'zh-CN': 'Nova 12 Pro', ar: 'نوفا 12 برو' },
    summary: {
      en: 'The flagship camera phone with a periscope zoom.',
      ru: 'Флагман с перископным зумом.',
      'zh-CN': '搭载潜望式长焦的影像旗舰。',
      ar: 'الهاتف الرائد للتصوير مع تقريب بصري.',
    },
    specs: {
      en: '6.7-inch 120 Hz display\n50 MP main camera, 3x periscope\n5,000 mAh, 100 W charging',
      ru: 'Экран 6,7 дюйма, 120 Гц\nОсновная камера 50 Мп, перископ 3x\n5000 мА·ч, зарядка 100 Вт',
      'zh-CN': '6.7 英寸 120 Hz 屏幕\n5000 万像素主摄，3 倍潜望长焦\n5000 mAh，100 W 快充',
      ar: 'شاشة 6.7 بوصة بتردد 120 هرتز\nكاميرا رئيسية 50 ميغابكسل وتقريب 3x\nبطارية 5000 مللي أمبير وشحن 100 واط',
    },
  },
  {
    board: 'Nova 12',
    colors: ['#00a8a8', '#55efc4'],
    name: { en: 'Nova 12', ru: 'Nova 12', 'zh-CN': 'Nova 12', ar: 'نوفا 12' },
    summary: {
      en: 'Everything you need, all day long.',
      ru: 'Всё нужное — на весь день.',
      'zh-CN': '日常所需，续航一整天。',
      ar: 'كل ما تحتاجه طوال اليوم.',
    },
    specs: {
      en: '6.5-inch 90 Hz display\n50 MP main camera\n5,000 mAh, 45 W charging',
      ru: 'Экран 6,5 дюйма, 90 Гц\nОсновная камера 50 Мп\n5000 мА·ч, зарядка 45 Вт',
      'zh-CN': '6.5 英寸 90 Hz 屏幕\n5000 万像素主摄\n5000 mAh，45 W 快充',
      ar: 'شاشة 6.5 بوصة بتردد 90 هرتز\nكاميرا رئيسية 50 ميغابكسل\nبطارية 5000 مللي أمبير وشحن 45 واط',
    },
  },
  {
    board: 'Nova Buds Air',
    colors: ['#e17055', '#fdcb6e'],
    name: { en: 'Nova Buds Air', ru: 'Nova Buds Air', 'zh-CN': 'Nova Buds Air', ar: 'نوفا بادز إير' },
    summary: {
      en: 'Light earbuds with active noise cancelling.',
      ru: 'Лёгкие наушники с активным шумоподавлением.',
      'zh-CN': '轻巧的主动降噪耳机。',
      ar: 'سماعات خفيفة مع إلغاء نشط للضوضاء.',
    },
    specs: {
      en: '30 hours with the case\nActive noise cancelling\nIP55 splash resistant',
      ru: '30 часов с кейсом\nАктивное шумоподавление\nЗащита IP55',
      'zh-CN': '配合充电盒续航 30 小时\n主动降噪\nIP55 防水溅',
      ar: '30 ساعة مع العلبة\nإلغاء نشط للضوضاء\nمقاومة للرذاذ IP55',
    },
  },
];

/** A phone drawn in the model's colours: the demo has no product photos of its own. */
function modelPictureSvg([from, to]: [string, string]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="600" height="600" fill="#f4f5f7"/><rect x="190" y="60" width="220" height="480" rx="36" fill="url(#g)"/><circle cx="250" cy="120" r="22" fill="#0b0b0f" opacity=".6"/></svg>`;
}

/** Writes the demo's pages (their rows come with the migration) and discover models. */
export async function seedDemoContentPages(deps: Pick<Deps, 'storage' | 'clock'>, db: Db, now: Date) {
  for (const [slug, page] of Object.entries(demoPages) as [
    ContentPageSlug,
    (typeof demoPages)[ContentPageSlug],
  ][]) {
    const body = Object.fromEntries(
      Object.entries(page.body).map(([locale, html]) => [
        locale,
        cleanRichContent(html, deps.storage.urlOf('')).html,
      ]),
    );
    await updateContentPage(db, slug, {
      title: page.title,
      body,
      coverUrl: '',
      updatedAt: now,
      updatedBy: null,
    });
  }
  for (const [index, model] of demoModels.entries()) {
    const picture = await deps.storage.put(
      `site/discover-model-${index}.svg`,
      Buffer.from(modelPictureSvg(model.colors)),
      'image/svg+xml',
    );
    const [board] = await db
      .select({ id: boards.id })
      .from(boards)
      .where(sql`${boards.name} ->> 'en' = ${model.board}`);
    await insertDiscoverModel(db, {
      name: model.name,
      summary: model.summary,
      specs: model.specs,
      imageUrl: picture.url,
      boardId: board?.id ?? null,
      updatedAt: now,
    });
  }
}
