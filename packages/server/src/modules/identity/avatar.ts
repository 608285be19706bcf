import crypto from 'node:crypto';

const palette = [
  '#e85d3f',
  '#f0a500',
  '#3f8efc',
  '#17a589',
  '#8e44ad',
  '#d35400',
  '#2e86c1',
  '#c0392b',
  '#16a085',
  '#7d3c98',
];

/**
 * A generated avatar (initial on a colour picked from the name) for members without a picture.
 * Built from escaped text only, so the SVG carries no markup from the member.
 */
export function generatedAvatarSvg(username: string): string {
  const digest = crypto.createHash('sha256').update(username).digest();
  const background = palette[digest[0]! % palette.length]!;
  const initial = ([...username.trim()][0] ?? '?').toUpperCase();
  const escaped = initial.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const angle = digest[1]! % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${background}" stop-opacity=".75"/></linearGradient></defs><rect width="96" height="96" rx="48" fill="url(#g)"/><text x="48" y="62" font-family="system-ui,sans-serif" font-size="44" font-weight="600" text-anchor="middle" fill="#fff">${escaped}</text></svg>`;
}
