import { describe, expect, it } from 'vitest';
import { regions } from '@fanzone/contract';
import { shareUrl } from './shareUrls.ts';

describe('share links', () => {
  const page = 'https://fanzone.example/content/collection/12?from=a&b=c';

  it('encodes the page address and text for every target', () => {
    expect(shareUrl('weibo', page, '相机 & 手机')).toBe(
      `https://service.weibo.com/share/share.php?url=${encodeURIComponent(page)}&title=${encodeURIComponent('相机 & 手机')}`,
    );
    expect(shareUrl('x', page, 'Hi')).toBe(
      `https://x.com/intent/post?url=${encodeURIComponent(page)}&text=Hi`,
    );
    expect(shareUrl('telegram', page, 'Hi')).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(page)}&text=Hi`,
    );
    expect(shareUrl('whatsapp', page, 'Hi')).toBe(
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`Hi ${page}`)}`,
    );
  });

  it('follows the regional targets', () => {
    expect(regions.cn.shareTargets).toEqual(['weibo']);
    expect(regions.ru.shareTargets).not.toContain('x');
    expect(regions.in.shareTargets).toEqual(['x', 'whatsapp', 'telegram']);
  });
});
