import { limits } from '@fanzone/contract';

/**
 * Characters removed from names: control characters, and the bidirectional controls with which
 * `invoice<U+202E>fdp.exe` displays as `invoiceexe.pdf`.
 */
const hiddenCharacters = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name an attachment is shown and downloaded under: the client's name without any folder
 * part, hidden characters or leading dots, ending in the extension its bytes proved (appended when
 * the name claims another, so `report.pdf.exe` that is really a PDF shows as `report.pdf.exe.pdf`),
 * at most `limits.post.attachmentNameMaxLength` long.
 */
export function attachmentDisplayName(
  given: string,
  extension: string,
  acceptedExtensions: readonly string[] = [extension],
): string {
  const withoutFolders = given.split(/[\\/]/).pop() ?? '';
  const cleaned = withoutFolders
    .normalize('NFC')
    .replace(hiddenCharacters, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const givenExtension = /\.([^.]+)$/.exec(cleaned)?.[1]?.toLowerCase();
  const named = givenExtension && acceptedExtensions.includes(givenExtension);
  const base = named ? cleaned.slice(0, -(givenExtension.length + 1)) : cleaned;
  const suffix = `.${named ? givenExtension : extension}`;
  return `${truncate(base, limits.post.attachmentNameMaxLength - suffix.length) || 'file'}${suffix}`;
}

/**
 * The name inside the storage key: lowercase ASCII letters, digits, dot, dash and underscore only
 * (what storage keys allow), from the display name without its extension; `file` if nothing is left.
 */
export function attachmentKeySlug(displayName: string): string {
  const base = displayName.replace(/\.[^.]+$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/[.]{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .slice(0, 60)
    .replace(/^[-._]+|[-._]+$/g, '');
  return slug || 'file';
}

/** Cuts to at most `maxLength` UTF-16 units (what the contract counts) without splitting a character. */
function truncate(text: string, maxLength: number): string {
  let result = '';
  for (const character of text) {
    if (result.length + character.length > maxLength) break;
    result += character;
  }
  return result.trim();
}
