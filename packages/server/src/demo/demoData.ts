import type { RedirectType } from '@fanzone/contract';
import type { LocalizedText } from '../modules/boards/boards.tables.ts';

/** The fictional brand "Nova" and its community, loaded on first start (DEMO_DATA=1). */
export const demoAccounts = {
  admin: { username: 'admin', email: 'admin@fanzone.example', password: 'fanzone-admin', role: 'admin' as const },
  moderator: { username: 'moderator', email: 'moderator@fanzone.example', password: 'fanzone-moderator', role: 'moderator' as const },
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
  { title: { en: 'Phones', 'zh-CN': '手机', ru: 'Смартфоны', ar: 'الهواتف' }, redirectType: 'product', resource: '' },
  { title: { en: 'Check-in', 'zh-CN': '签到', ru: 'Отметка', ar: 'تسجيل الحضور' }, redirectType: 'check-in', resource: '' },
  { title: { en: 'Missions', 'zh-CN': '任务中心', ru: 'Задания', ar: 'المهام' }, redirectType: 'task', resource: '', active: true },
  { title: { en: 'Nova Store', 'zh-CN': 'Nova 商城', ru: 'Магазин Nova', ar: 'متجر نوفا' }, redirectType: 'url', resource: 'store.nova.example' },
];

export const demoTopSector: (DemoLink & { icon: { letter: string; color: string } })[] = [
  { title: { en: 'Nova Community', 'zh-CN': 'Nova 社区', ru: 'Сообщество Nova', ar: 'مجتمع نوفا' }, redirectType: 'product', resource: '', icon: { letter: 'N', color: '#e85d3f' } },
  { title: { en: 'Daily check-in', 'zh-CN': '每日签到', ru: 'Ежедневная отметка', ar: 'تسجيل يومي' }, redirectType: 'check-in', resource: '', icon: { letter: '✓', color: '#17a589' } },
  { title: { en: 'Missions', 'zh-CN': '任务', ru: 'Задания', ar: 'المهام' }, redirectType: 'task', resource: '', icon: { letter: '★', color: '#f0a500' } },
];

export const demoFilingNumbers = [
  { text: '京ICP备00000000号-1 (demo)', href: 'https://beian.miit.gov.cn/' },
  { text: '京公网安备00000000000000号 (demo)', href: 'https://beian.mps.gov.cn/' },
];

export const demoNotifications = [
  { type: 'system' as const, body: { key: 'welcome' } },
  { type: 'like' as const, body: { key: 'liked_your_post' } },
  { type: 'comment' as const, body: { key: 'commented_on_your_post' } },
];
