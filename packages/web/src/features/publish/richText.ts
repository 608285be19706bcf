import type { UploadedImage } from '@fanzone/contract';
import { escapeHtml } from '@fanzone/contract';

/**
 * Small string helpers for rich content, without a DOM (unit-tested in node): the server sanitises
 * and inspects the HTML itself; these only mirror its counts for fast feedback.
 */

/** Plain text (a textarea) → paragraphs; blank lines separate paragraphs, single ones break lines. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const blockEnd = /<\/(p|h[1-6]|blockquote|li|div|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;
const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Text of HTML with block boundaries as line breaks (the server counts words in this). */
export function htmlToText(html: string): string {
  return html
    .replace(blockEnd, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return named[name.toLowerCase()] ?? match;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type MediaCounts = { images: number; videos: number; youtube: number };

/** Images, uploaded videos and YouTube embeds in the content, counted as the server counts them. */
export function countMedia(html: string): MediaCounts {
  return {
    images: (html.match(/<img\b/gi) ?? []).length,
    videos: (html.match(/<video\b/gi) ?? []).length,
    youtube: (html.match(/<iframe\b/gi) ?? []).length,
  };
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return null;
  return match[2] ?? match[3] ?? match[4] ?? null;
}

/**
 * A picture post's content is its images first, then the text: splits the leading images (each
 * alone in a paragraph, as `contentOf` writes them) from the rest.
 */
export function leadingImages(html: string): { images: UploadedImage[]; rest: string } {
  const images: UploadedImage[] = [];
  let rest = html;
  const lead = /^\s*(?:<p>\s*)?(<img\b[^>]*>)\s*(?:<\/p>)?/i;
  for (let match = lead.exec(rest); match; match = lead.exec(rest)) {
    const tag = match[1] ?? '';
    const url = attribute(tag, 'src');
    const width = Number(attribute(tag, 'width'));
    const height = Number(attribute(tag, 'height'));
    if (!url) break;
    images.push({
      url: url.replace(/&amp;/g, '&'),
      width: width > 0 ? width : 1,
      height: height > 0 ? height : 1,
    });
    rest = rest.slice(match[0].length);
  }
  return { images, rest };
}

/**
 * The video id of a YouTube address (watch, youtu.be, shorts, embed, live), or null. Only these
 * hosts count: the server frames nothing else.
 */
export function youtubeId(input: string): string | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = match?.[2] ?? null;
    }
  }
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}

/** A link address as the editor stores it: a scheme is added when missing; only web and mail links. */
export function normalizeLink(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^mailto:/i.test(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}
