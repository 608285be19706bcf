import type { UploadedImage } from '@fanzone/contract';
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/** YouTube embeds as the editor writes them; nothing else may be framed. */
const youtubeEmbed =
  /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]{11}(\?[\w=&%-]*)?$/;

/**
 * Media must come from our own uploads (the storage's public base) or an https address;
 * `javascript:`, `data:` and the like never survive.
 */
function isAllowedMediaSource(src: string, ownUploadsBase: string): boolean {
  return (ownUploadsBase !== '' && src.startsWith(ownUploadsBase)) || /^https:\/\//i.test(src);
}

/**
 * The allow-list of rich content (ARCHITECTURE §10): formatting, links, images, uploaded videos and
 * YouTube embeds. Attributes not listed are dropped, so event handlers and styles cannot pass.
 */
function sanitizeOptions(ownUploadsBase: string): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'video',
      'iframe',
      'div',
      'hr',
      'code',
      'pre',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      video: ['src', 'poster', 'width', 'height', 'controls'],
      iframe: ['src', 'width', 'height', 'allowfullscreen'],
      div: ['data-youtube-video'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'], video: ['https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: [
      'www.youtube.com',
      'youtube.com',
      'www.youtube-nocookie.com',
      'youtube-nocookie.com',
    ],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          rel: 'nofollow noopener noreferrer ugc',
          target: '_blank',
        },
      }),
      video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: 'controls' } }),
    },
    exclusiveFilter: (frame) => {
      const src = frame.attribs.src ?? '';
      if (frame.tag === 'img' || frame.tag === 'video') return !isAllowedMediaSource(src, ownUploadsBase);
      if (frame.tag === 'iframe') return !youtubeEmbed.test(src);
      return false;
    },
  };
}

const blockTags = new Set(['p', 'br', 'h2', 'h3', 'h4', 'blockquote', 'li', 'div', 'hr', 'pre']);

export type RichContent = {
  html: string;
  /** Plain text with block boundaries as line breaks: excerpts, word counts, search. */
  text: string;
  images: UploadedImage[];
  imageCount: number;
  videoCount: number;
  youtubeCount: number;
};

function positiveInt(value: string | undefined): number | null {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 100_000 ? parsed : null;
}

/** Reads text and media from already sanitised HTML. */
function inspect(html: string): Omit<RichContent, 'html'> {
  const parts: string[] = [];
  const images: UploadedImage[] = [];
  let imageCount = 0;
  let videoCount = 0;
  let youtubeCount = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'img') {
          imageCount += 1;
          const width = positiveInt(attribs.width);
          const height = positiveInt(attribs.height);
          if (attribs.src && width && height) images.push({ url: attribs.src, width, height });
        } else if (name === 'video') videoCount += 1;
        else if (name === 'iframe') youtubeCount += 1;
      },
      ontext(text) {
        parts.push(text);
      },
      onclosetag(name) {
        if (blockTags.has(name)) parts.push('\n');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const text = parts
    .join('')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, images, imageCount, videoCount, youtubeCount };
}

/** Keeps only the allow-list and reads what the rules need (counts, text, images for cards). */
export function cleanRichContent(html: string, ownUploadsBase: string): RichContent {
  const clean = sanitizeHtml(html, sanitizeOptions(ownUploadsBase));
  return { html: clean, ...inspect(clean) };
}
