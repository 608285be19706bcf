const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Characters XML 1.0 does not allow at all (control characters other than tab and line breaks). */
// eslint-disable-next-line no-control-regex
const notAllowedInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text and attribute values for XML (sitemaps, feeds): escaped, and what XML cannot hold left out. */
export function xmlEscaped(text: string): string {
  return text.replace(notAllowedInXml, '').replace(/[&<>"']/g, (character) => escapes[character]!);
}
