import crypto from 'node:crypto';

/** Unguessable: knowing one upload's address tells nothing about another's. */
function randomPart(): string {
  return crypto.randomBytes(12).toString('hex');
}

/** Media keys are grouped by month (`images/2026/11/<random>.webp`) so a folder never grows forever. */
export function mediaKey(kind: 'images' | 'videos', now: Date, extension: string): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind}/${year}/${month}/${randomPart()}.${extension}`;
}

/**
 * Attachments keep a readable name in their address (`files/<random>/<name>.pdf`) because a browser
 * names the download after it; the random folder keeps them unguessable and free of clashes.
 */
export function attachmentKey(slug: string, extension: string): string {
  return `files/${randomPart()}/${slug}.${extension}`;
}
