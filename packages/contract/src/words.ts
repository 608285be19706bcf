/**
 * Words as people count them in any of our languages: Chinese has no spaces, so the text is split by
 * `Intl.Segmenter` (ARCHITECTURE §4a) and only word-like segments count, never punctuation or spaces.
 * The server enforces word limits with this, the web app shows the same count while typing.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

export function countWords(text: string): number {
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

/**
 * Content counts as empty when it holds only line breaks, spaces or empty paragraphs (spec §5):
 * tags are ignored, except media, which is content on its own.
 */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|iframe)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\u3000]+/g, '');
  return text.length === 0;
}

/** A bug report's contact: an e-mail address or a phone number (6-20 digits, spaces, brackets, dashes). */
export function isContact(value: string): boolean {
  const text = value.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) || /^\+?[\d\s()-]{6,20}$/.test(text);
}

/** A value is "null" in the spec's sense (§5): empty string, empty array, or falsy and not a number. */
export function isNullish(value: unknown): boolean {
  if (typeof value === 'number') return false;
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  return !value;
}
