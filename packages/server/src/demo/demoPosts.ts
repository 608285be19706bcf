import type { CommentVisibility, PostCategory, PostKind } from '@fanzone/contract';

/** A demo picture, drawn as SVG so the demo ships no binary files. */
export type DemoPicture = { name: string; sky: string; ground: string; sun: string };

export type DemoComment = {
  author: string;
  content: string;
  replies?: { author: string; content: string; replyToReply?: boolean }[];
};

export type DemoPost = {
  author: string;
  /** Board by its English name; the first open section is used where the board has sections. */
  board: string;
  kind: PostKind;
  category: PostCategory | null;
  title: string;
  html: string;
  pictures?: DemoPicture[];
  tags?: string[];
  commentVisibility?: CommentVisibility;
  hoursAgo: number;
  featured?: boolean;
  homeRecommended?: boolean;
  pinned?: 'main' | 'sub';
  poll?: {
    title: string;
    multiple: boolean;
    options: string[];
    daysLeft: number;
    votes: Record<string, number>;
  };
  bugReport?: {
    device: string;
    systemVersion: string;
    frequency: 'always' | 'often' | 'sometimes' | 'once';
    path: string;
    contact: string;
  };
  likedBy?: string[];
  favouritedBy?: string[];
  comments?: DemoComment[];
};

const dusk = { name: 'dusk', sky: '#f6a14b', ground: '#2c3e50', sun: '#ffe29a' };
const lake = { name: 'lake', sky: '#7fb3d5', ground: '#1b4f72', sun: '#fdfefe' };
const city = { name: 'city', sky: '#1c2833', ground: '#566573', sun: '#f4d03f' };
const field = { name: 'field', sky: '#aed6f1', ground: '#58d68d', sun: '#f9e79f' };

/** Posts in Chinese, English, Russian and Arabic, so every language has something to read. */
export const demoPosts: DemoPost[] = [
  {
    author: '拍照达人',
    board: 'Nova 12 Pro',
    kind: 'picture',
    category: null,
    title: '用 Nova 12 Pro 夜景模式拍的城市',
    html: '<p>昨晚在外滩试了一下夜景模式，手持三秒，噪点控制得很好。</p>',
    pictures: [city, dusk],
    tags: ['夜景', '摄影'],
    hoursAgo: 5,
    featured: true,
    likedBy: ['小米粒', '星河漫游', '夜猫子', 'priya_clicks', 'Алексей', 'أحمد'],
    favouritedBy: ['fan', '数码控'],
    comments: [
      {
        author: '小米粒',
        content: '太清楚了！请问用的是哪个焦段？',
        replies: [
          { author: '拍照达人', content: '主摄 1 倍，没有用长焦。' },
          { author: '夜猫子', content: '主摄确实强', replyToReply: true },
        ],
      },
      { author: '数码控', content: '这个色彩很正，没有过度锐化。' },
    ],
  },
  {
    author: '数码控',
    board: 'Nova 12',
    kind: 'post',
    category: 'review',
    title: 'Nova 12 使用一个月的真实体验',
    html: '<h2>续航</h2><p>中度使用一天半没有问题，<strong>120W 快充</strong>二十分钟充满。</p><h2>系统</h2><p>NovaOS 5 很流畅，动画细节做得好。</p><ul><li>优点：轻薄、屏幕好</li><li>缺点：扬声器音量偏小</li></ul>',
    tags: ['测评'],
    hoursAgo: 30,
    homeRecommended: true,
    likedBy: ['小米粒', '拍照达人', 'fan'],
    comments: [{ author: '星河漫游', content: '扬声器那点我也有同感。' }],
  },
  {
    author: '星河漫游',
    board: 'Nova 12 Series',
    kind: 'topic',
    category: 'discussion',
    title: '你最喜欢 Nova 12 的哪个配色？',
    html: '<p>新配色都很好看，来投个票吧！</p>',
    hoursAgo: 12,
    poll: {
      title: '最喜欢的配色',
      multiple: false,
      options: ['海湾蓝', '森林绿', '曜石黑'],
      daysLeft: 7,
      votes: { 小米粒: 0, 夜猫子: 1, 数码控: 0 },
    },
    comments: [{ author: '夜猫子', content: '森林绿实物更好看。' }],
  },
  {
    author: '夜猫子',
    board: 'NovaOS',
    kind: 'post',
    category: 'tips',
    title: 'NovaOS 5 隐藏功能：双击背面截屏',
    html: '<p>设置 → 辅助功能 → 轻敲背面，选择<em>截屏</em>即可。</p>',
    hoursAgo: 48,
    likedBy: ['数码控'],
  },
  {
    author: 'priya_clicks',
    board: 'Photography club',
    kind: 'picture',
    category: null,
    title: 'Golden hour at the lake, shot on Nova 12 Pro',
    html: '<p>No filters, just the portrait lens and a patient wait for the sun.</p>',
    pictures: [lake, field],
    tags: ['golden hour'],
    hoursAgo: 3,
    featured: true,
    likedBy: [
      'arjun.tech',
      'maria_lens',
      'fan',
      'lukas_de',
      'Наташа_фото',
      'مريم_تصوير',
      '拍照达人',
      'sofia-es',
      'budi_gamer',
      'rahim_bd',
      'Ирина',
    ],
    favouritedBy: ['maria_lens'],
    comments: [
      {
        author: 'maria_lens',
        content: 'The colours are unreal. Which mode did you use?',
        replies: [{ author: 'priya_clicks', content: 'Portrait mode with the 3x lens.' }],
      },
      { author: 'arjun.tech', content: 'Wallpaper material!' },
    ],
  },
  {
    author: 'arjun.tech',
    board: 'Nova 12 Pro',
    kind: 'post',
    category: 'question',
    title: 'Is 120 W charging safe for the battery long term?',
    html: '<p>I charge from 10% to 100% every night with the bundled charger. Should I switch on <strong>Smart charging</strong>?</p>',
    hoursAgo: 20,
    likedBy: ['budi_gamer'],
    comments: [
      {
        author: 'moderator',
        content: 'Yes: Smart charging learns your routine and holds at 80% until shortly before you wake up.',
        replies: [{ author: 'arjun.tech', content: 'Thanks, switched it on!' }],
      },
      {
        author: 'fan',
        content: 'Smart charging here too: battery health still reads 100% after a year.',
        replies: [{ author: 'arjun.tech', content: 'Good to know, thanks for sharing!' }],
      },
    ],
  },
  {
    author: 'moderator',
    board: 'Nova 12 Series',
    kind: 'post',
    category: 'news',
    title: 'Welcome to the Nova 12 Series board: read this first',
    html: '<p>Be kind, stay on topic and search before asking. Bug reports go to the <a href="/bug-report">bug report page</a>.</p>',
    hoursAgo: 24 * 20,
    pinned: 'main',
    likedBy: ['fan', 'priya_clicks'],
  },
  {
    author: 'lukas_de',
    board: 'Nova Buds Air',
    kind: 'bug_report',
    category: null,
    title: 'Left earbud disconnects during calls',
    html: '<p>During phone calls longer than about five minutes the left earbud drops the connection and reconnects after a few seconds.</p>',
    bugReport: {
      device: 'Nova Buds Air + Nova 12',
      systemVersion: 'NovaOS 5.0.2',
      frequency: 'often',
      path: 'Phone call → after ~5 minutes',
      contact: 'lukas@example.com',
    },
    hoursAgo: 9,
    comments: [{ author: 'moderator', content: 'Thanks Lukas, forwarded to the audio team.' }],
  },
  {
    author: 'Алексей',
    board: 'Nova 12 Pro',
    kind: 'post',
    category: 'review',
    title: 'Nova 12 Pro: впечатления после двух недель',
    html: '<p>Камера отличная, особенно <strong>ночной режим</strong>. Экран яркий даже на солнце.</p><p>Из минусов — телефон скользкий без чехла.</p>',
    hoursAgo: 15,
    homeRecommended: true,
    likedBy: ['Наташа_фото', 'Дмитрий-М', 'Ирина'],
    comments: [
      {
        author: 'Ирина',
        content: 'Чехол в комплекте, кстати, неплохой.',
        replies: [{ author: 'Алексей', content: 'Согласен, но он быстро желтеет.' }],
      },
    ],
  },
  {
    author: 'Наташа_фото',
    board: 'Photography club',
    kind: 'picture',
    category: null,
    title: 'Закат над полем',
    html: '<p>Снято на основную камеру, без обработки.</p>',
    pictures: [field],
    hoursAgo: 40,
    likedBy: ['Алексей', 'Ирина', 'priya_clicks'],
  },
  {
    author: 'Дмитрий-М',
    board: 'NovaOS',
    kind: 'topic',
    category: 'question',
    title: 'Какие приложения вы ставите первым делом?',
    html: '<p>Поделитесь своим списком после покупки нового телефона.</p>',
    hoursAgo: 60,
    comments: [{ author: 'Алексей', content: 'Браузер, мессенджер и карты.' }],
  },
  {
    author: 'Ирина',
    board: 'Nova 12',
    kind: 'post',
    category: 'tips',
    title: 'Как продлить время работы батареи',
    html: '<ol><li>Включите адаптивную яркость.</li><li>Отключите постоянно включённый экран.</li><li>Используйте тёмную тему.</li></ol>',
    hoursAgo: 70,
    commentVisibility: 'after_comment',
    comments: [{ author: 'Дмитрий-М', content: 'Тёмная тема реально помогает на OLED.' }],
  },
  {
    author: 'أحمد',
    board: 'Nova 12 Pro',
    kind: 'post',
    category: 'review',
    title: 'تجربتي مع نوفا 12 برو بعد شهر',
    html: '<p>الكاميرا رائعة والبطارية تدوم يومًا كاملًا. <strong>الشحن السريع</strong> ممتاز.</p>',
    hoursAgo: 8,
    likedBy: ['مريم_تصوير', 'يوسف', 'ليلى', 'fan'],
    comments: [
      {
        author: 'يوسف',
        content: 'هل جربت وضع التصوير الليلي؟',
        replies: [{ author: 'أحمد', content: 'نعم، النتائج مذهلة.' }],
      },
    ],
  },
  {
    author: 'مريم_تصوير',
    board: 'Photography club',
    kind: 'picture',
    category: null,
    title: 'غروب الشمس على النيل',
    html: '<p>صورة بالوضع الليلي من دون أي تعديل.</p>',
    pictures: [dusk],
    hoursAgo: 26,
    likedBy: ['أحمد', 'ليلى'],
  },
  {
    author: 'يوسف',
    board: 'Nova 12 Series',
    kind: 'topic',
    category: 'discussion',
    title: 'ما أهم ميزة تريدها في الهاتف القادم؟',
    html: '<p>شاركونا آراءكم وصوّتوا.</p>',
    hoursAgo: 36,
    poll: {
      title: 'الميزة الأهم',
      multiple: true,
      options: ['بطارية أكبر', 'كاميرا أفضل', 'شاشة أصغر'],
      daysLeft: 10,
      votes: { أحمد: 0, ليلى: 1 },
    },
  },
  {
    author: 'ليلى',
    board: 'NovaOS',
    kind: 'post',
    category: 'tips',
    title: 'طريقة تفعيل الوضع الداكن تلقائيًا',
    html: '<p>الإعدادات ← الشاشة ← الوضع الداكن ← جدولة من الغروب إلى الشروق.</p>',
    hoursAgo: 90,
  },
];

/** Demo members' growth levels (gamification keeps them later); `fan` stays below the edit level. */
export const demoLevels: Record<string, number> = {
  admin: 9,
  moderator: 7,
  priya_clicks: 5,
  拍照达人: 5,
  数码控: 4,
  Алексей: 3,
  أحمد: 3,
  'arjun.tech': 2,
};

/** Who `fan` follows, so the Following tab has something on first start. */
export const demoFanFollows = { members: ['priya_clicks', '拍照达人', 'Алексей'], boards: ['NovaOS'] };

export function pictureSvg(picture: DemoPicture): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><rect width="1200" height="900" fill="${picture.sky}"/><circle cx="840" cy="330" r="110" fill="${picture.sun}"/><path d="M0 620 Q300 520 600 610 T1200 590 V900 H0Z" fill="${picture.ground}"/></svg>`;
}
