import { limits } from '@fanzone/contract';

/**
 * Plain-text rules every module may use: they know nothing of the forum's domains. (HTML's escaper
 * is the contract's `escapeHtml`, shared with the web; XML for feeds and sitemaps has its own in
 * discovery/xml.ts: XML also drops characters.)
 */

/**
 * The excerpt a card shows (or a message-centre line quotes, shorter): the first characters of the
 * text on one line, cut at a code point.
 */
export function excerptOf(text: string, maxChars: number = limits.post.excerptChars): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}…` : oneLine;
}
