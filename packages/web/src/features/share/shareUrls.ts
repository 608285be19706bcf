import type { ShareTarget } from '@fanzone/contract';

/** A share link for one target (spec §2: China Weibo; elsewhere X except Russia, WhatsApp, Telegram). */
export function shareUrl(target: ShareTarget, pageUrl: string, text: string): string {
  const url = encodeURIComponent(pageUrl);
  const title = encodeURIComponent(text);
  switch (target) {
    case 'weibo':
      return `https://service.weibo.com/share/share.php?url=${url}&title=${title}`;
    case 'x':
      return `https://x.com/intent/post?url=${url}&text=${title}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(text ? `${text} ${pageUrl}` : pageUrl)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${title}`;
  }
}
