import { type LocalizedText } from '@fanzone/contract';
import type { RedirectType } from '@fanzone/contract';

/** The fictional brand "Nova" and its community, loaded on first start (DEMO_DATA=1). */
export const demoAccounts = {
  admin: {
    username: 'admin',
    email: 'admin@fanzone.example',
    password: 'fanzone-admin',
    role: 'admin' as const,
  },
  moderator: {
    username: 'moderator',
    email: 'moderator@fanzone.example',
    password: 'fanzone-moderator',
    role: 'moderator' as const,
  },
  fan: { username: 'fan', email: 'fan@fanzone.example', password: 'fanzone-fan', role: 'member' as const },
};

/** More members, in the four languages of the demo; all share the fan password. */
export const demoFans: { username: string; locale: string; country: string }[] = [
  { username: '小米粒', locale: 'zh-CN', country: 'CN' },
  { username: '星河漫游', locale: 'zh-CN', country: 'CN' },
  { username: '拍照达人', locale: 'zh-CN', country: 'CN' },
  { username: '夜猫子', locale: 'zh-CN', country: 'CN' },
  { username: '数码控', locale: 'zh-CN', country: 'CN' },
  { username: 'priya_clicks', locale: 'en', country: 'IN' },
  { username: 'arjun.tech', locale: 'en', country: 'IN' },
  { username: 'maria_lens', locale: 'en', country: 'PH' },
  { username: 'budi_gamer', locale: 'en', country: 'ID' },
  { username: 'lukas_de', locale: 'en', country: 'DE' },
  { username: 'sofia-es', locale: 'en', country: 'ES' },
  { username: 'rahim_bd', locale: 'en', country: 'BD' },
  { username: 'Алексей', locale: 'ru', country: 'RU' },
  { username: 'Наташа_фото', locale: 'ru', country: 'RU' },
  { username: 'Дмитрий-М', locale: 'ru', country: 'RU' },
  { username: 'Ирина', locale: 'ru', country: 'RU' },
  { username: 'أحمد', locale: 'ar', country: 'EG' },
  { username: 'مريم_تصوير', locale: 'ar', country: 'EG' },
  { username: 'يوسف', locale: 'ar', country: 'EG' },
  { username: 'ليلى', locale: 'ar', country: 'EG' },
];

export const demoEditorGroups = [
  { name: 'Nova Official', type: 'A', members: ['admin'] },
  { name: 'Community Moderator', type: 'K', members: ['moderator'] },
  { name: 'Camera Club Editor', type: 'L', members: ['moderator', 'priya_clicks'] },
  { name: '摄影达人', type: 'M', members: ['拍照达人'] },
];

type DemoLink = { title: LocalizedText; redirectType: RedirectType; resource: string; active?: boolean };

export const demoNavigation: DemoLink[] = [
  {
    title: { en: 'Phones', 'zh-CN': '手机', ru: 'Смартфоны', ar: 'الهواتف' },
    redirectType: 'product',
    resource: '',
  },
  {
    title: { en: 'Check-in', 'zh-CN': '签到', ru: 'Отметка', ar: 'تسجيل الحضور' },
    redirectType: 'check-in',
    resource: '',
  },
  {
    title: { en: 'Missions', 'zh-CN': '任务中心', ru: 'Задания', ar: 'المهام' },
    redirectType: 'task',
    resource: '',
    active: true,
  },
  {
    title: { en: 'Nova Store', 'zh-CN': 'Nova 商城', ru: 'Магазин Nova', ar: 'متجر نوفا' },
    redirectType: 'url',
    resource: 'store.nova.example',
  },
];

export const demoTopSector: (DemoLink & { icon: { letter: string; color: string } })[] = [
  {
    title: { en: 'Nova Community', 'zh-CN': 'Nova 社区', ru: 'Сообщество Nova', ar: 'مجتمع نوفا' },
    redirectType: 'product',
    resource: '',
    icon: { letter: 'N', color: '#e85d3f' },
  },
  {
    title: { en: 'Daily check-in', 'zh-CN': '每日签到', ru: 'Ежедневная отметка', ar: 'تسجيل يومي' },
    redirectType: 'check-in',
    resource: '',
    icon: { letter: '✓', color: '#17a589' },
  },
  {
    title: { en: 'Missions', 'zh-CN': '任务', ru: 'Задания', ar: 'المهام' },
    redirectType: 'task',
    resource: '',
    icon: { letter: '★', color: '#f0a500' },
  },
];

/** The first home banner: the demo's photo-story event (its id is known once the event is seeded). */
export const demoEventBanner: Omit<(typeof demoHomeBanners)[number], 'resource'> = {
  title: {
    en: 'Photo story contest: your city after dark',
    'zh-CN': '影像故事大赛：夜色中的城市',
    ru: 'Конкурс фотоисторий: ваш город после заката',
    ar: 'مسابقة القصص المصورة: مدينتك بعد الغروب',
  },
  redirectType: 'event',
  picture: { words: 'Photo story contest', from: '#3a1c71', to: '#d76d77' },
};

/** The home page's banners on first start: a picture drawn from the words and colours here. */
export const demoHomeBanners: (DemoLink & { picture: { words: string; from: string; to: string } })[] = [
  {
    title: {
      en: 'Nova 12 Pro: night photography week',
      'zh-CN': 'Nova 12 Pro 夜景摄影周',
      ru: 'Nova 12 Pro: неделя ночной съёмки',
      ar: 'Nova 12 Pro: أسبوع التصوير الليلي',
    },
    redirectType: 'forum',
    resource: '',
    picture: { words: 'Night photography week', from: '#1b2a49', to: '#465881' },
  },
  {
    title: {
      en: 'Daily missions: earn Coins',
      'zh-CN': '每日任务：赚取金币',
      ru: 'Ежедневные задания: получайте монеты',
      ar: 'المهام اليومية: اربح العملات',
    },
    redirectType: 'task',
    resource: '',
    picture: { words: 'Daily missions', from: '#e85d3f', to: '#f0a500' },
  },
];

export const demoFilingNumbers = [
  { text: '京ICP备00000000号-1 (demo)', href: 'https://beian.miit.gov.cn/' },
  { text: '京公网安备00000000000000号 (demo)', href: 'https://beian.mps.gov.cn/' },
];

/**
 * The fan's unread message centre on first start: the community's welcome, a like on their comment
 * about charging and the answer to it (seedDemo.ts finds both).
 */
export const demoNotifications = ['welcome', 'commentLiked', 'commentReplied'] as const;

type DemoBoard = {
  name: LocalizedText;
  description: LocalizedText;
  icon: { letter: string; color: string };
  closed?: boolean;
  euProduct?: boolean;
  allowedCountries?: string[];
  visibleTo?: 'everyone' | 'editors' | 'moderators';
  sections?: { name: LocalizedText; closed?: boolean }[];
  children?: DemoBoard[];
};

const phoneSections = [
  { name: { en: 'Camera', 'zh-CN': '影像', ru: 'Камера', ar: 'الكاميرا' } },
  {
    name: { en: 'Battery & charging', 'zh-CN': '续航与充电', ru: 'Батарея и зарядка', ar: 'البطارية والشحن' },
  },
  { name: { en: 'Software', 'zh-CN': '系统软件', ru: 'Программы', ar: 'البرمجيات' } },
  {
    name: { en: 'Official notices', 'zh-CN': '官方公告', ru: 'Официальные объявления', ar: 'إعلانات رسمية' },
    closed: true,
  },
];

export const demoBoards: DemoBoard[] = [
  {
    name: { en: 'Nova 12 Series', 'zh-CN': 'Nova 12 系列', ru: 'Серия Nova 12', ar: 'سلسلة نوفا 12' },
    description: {
      en: 'The flagship line: tips, photos and questions',
      'zh-CN': '旗舰系列：技巧、样张与问答',
      ru: 'Флагманская линейка: советы, фото и вопросы',
      ar: 'السلسلة الرائدة: نصائح وصور وأسئلة',
    },
    icon: { letter: '12', color: '#3f8efc' },
    sections: phoneSections,
    children: [
      {
        name: { en: 'Nova 12 Pro', 'zh-CN': 'Nova 12 Pro', ru: 'Nova 12 Pro', ar: 'نوفا 12 برو' },
        description: {
          en: 'Periscope zoom, 120 W charging',
          'zh-CN': '潜望长焦，120W 快充',
          ru: 'Перископ и зарядка 120 Вт',
          ar: 'تقريب بيريسكوب وشحن 120 واط',
        },
        icon: { letter: 'P', color: '#2e86c1' },
        sections: phoneSections,
      },
      {
        name: { en: 'Nova 12', 'zh-CN': 'Nova 12', ru: 'Nova 12', ar: 'نوفا 12' },
        description: {
          en: 'The everyday Nova',
          'zh-CN': '人人都爱的 Nova',
          ru: 'Nova на каждый день',
          ar: 'نوفا لكل يوم',
        },
        icon: { letter: '12', color: '#17a589' },
        sections: phoneSections,
      },
      {
        name: {
          en: 'Nova 12 EU edition',
          'zh-CN': 'Nova 12 欧洲版',
          ru: 'Nova 12 для Европы',
          ar: 'نوفا 12 الإصدار الأوروبي',
        },
        description: {
          en: 'Firmware and warranty for the European model',
          'zh-CN': '欧洲版固件与保修',
          ru: 'Прошивка и гарантия европейской модели',
          ar: 'البرامج الثابتة والضمان للطراز الأوروبي',
        },
        icon: { letter: 'EU', color: '#1f4e99' },
        euProduct: true,
        allowedCountries: ['DE', 'FR', 'IT', 'ES', 'NL', 'AT', 'BE', 'PL'],
      },
    ],
  },
  {
    name: { en: 'Nova Buds', 'zh-CN': 'Nova Buds 耳机', ru: 'Наушники Nova Buds', ar: 'سماعات نوفا بادز' },
    description: {
      en: 'Earbuds and audio',
      'zh-CN': '耳机与音频',
      ru: 'Наушники и звук',
      ar: 'السماعات والصوت',
    },
    icon: { letter: 'B', color: '#8e44ad' },
    children: [
      {
        name: { en: 'Nova Buds Air', 'zh-CN': 'Nova Buds Air', ru: 'Nova Buds Air', ar: 'نوفا بادز إير' },
        description: {
          en: 'Open-fit earbuds',
          'zh-CN': '开放式耳机',
          ru: 'Открытые наушники',
          ar: 'سماعات مفتوحة',
        },
        icon: { letter: 'A', color: '#7d3c98' },
      },
    ],
  },
  {
    name: { en: 'NovaOS', 'zh-CN': 'NovaOS 系统', ru: 'NovaOS', ar: 'نظام NovaOS' },
    description: {
      en: 'Updates, features and beta feedback',
      'zh-CN': '系统更新、功能与内测反馈',
      ru: 'Обновления, функции и бета-отзывы',
      ar: 'التحديثات والميزات وملاحظات النسخة التجريبية',
    },
    icon: { letter: 'OS', color: '#e85d3f' },
    sections: [
      { name: { en: 'Features', 'zh-CN': '功能', ru: 'Функции', ar: 'الميزات' } },
      {
        name: {
          en: 'Beta feedback',
          'zh-CN': '内测反馈',
          ru: 'Отзывы о бете',
          ar: 'ملاحظات النسخة التجريبية',
        },
        closed: true,
      },
    ],
  },
  {
    name: { en: 'Community', 'zh-CN': '社区', ru: 'Сообщество', ar: 'المجتمع' },
    description: {
      en: 'Meet other fans',
      'zh-CN': '与粉丝们相聚',
      ru: 'Знакомьтесь с другими фанатами',
      ar: 'تعرّف على معجبين آخرين',
    },
    icon: { letter: '♥', color: '#d35400' },
    children: [
      {
        name: { en: 'Photography club', 'zh-CN': '摄影俱乐部', ru: 'Фотоклуб', ar: 'نادي التصوير' },
        description: { en: 'Shot on Nova', 'zh-CN': 'Nova 拍摄', ru: 'Снято на Nova', ar: 'صُوّرت بنوفا' },
        icon: { letter: '◎', color: '#f0a500' },
      },
      {
        name: { en: 'Announcements', 'zh-CN': '官方公告', ru: 'Объявления', ar: 'الإعلانات' },
        description: {
          en: 'News from the Nova team',
          'zh-CN': 'Nova 团队的消息',
          ru: 'Новости команды Nova',
          ar: 'أخبار فريق نوفا',
        },
        icon: { letter: '!', color: '#c0392b' },
        closed: true,
      },
      {
        name: { en: "Editors' desk", 'zh-CN': '编辑部', ru: 'Редакция', ar: 'مكتب المحررين' },
        description: {
          en: 'For editor groups',
          'zh-CN': '编辑组专用',
          ru: 'Для редакторов',
          ar: 'لمجموعات المحررين',
        },
        icon: { letter: 'E', color: '#16a085' },
        visibleTo: 'editors',
      },
      {
        name: {
          en: "Moderators' lounge",
          'zh-CN': '版主休息室',
          ru: 'Комната модераторов',
          ar: 'استراحة المشرفين',
        },
        description: {
          en: 'Moderators only',
          'zh-CN': '仅限版主',
          ru: 'Только для модераторов',
          ar: 'للمشرفين فقط',
        },
        icon: { letter: 'M', color: '#555' },
        visibleTo: 'moderators',
      },
    ],
  },
];
