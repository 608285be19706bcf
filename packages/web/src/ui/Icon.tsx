/** Inline stroke icons (24×24); decorative unless a label is given. */
const shapes = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4',
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  board: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  plus: 'M12 5v14M5 12h14',
  message: 'M4 5h16v11H8l-4 4z',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8c1-4 4-6 8-6s7 2 8 6',
  back: 'M15 5l-7 7 7 7',
  forward: 'M9 5l7 7-7 7',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  checkin: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M9 14l2 2 4-4',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  close: 'M6 6l12 12M18 6 6 18',
  up: 'M12 19V5M5 12l7-7 7 7',
  service: 'M4 13a8 8 0 0 1 16 0v4h-3v-5h3M4 13v4h3v-5H4m13 5c0 2-2 3-5 3',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.2-1.3L14.4 3h-4l-.4 2.4a7.6 7.6 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.6 7.6 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3z',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  empty: 'M4 7h16v13H4zM4 7l3-4h10l3 4M9 12h6',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  medal: 'M12 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8 10 5 3h5l2 5 2-5h5l-3 7',
} as const;

export type IconName = keyof typeof shapes;

/**
 * One 24×24 stroke icon from its path. Feature icon sets (post actions, editor toolbar) keep their
 * shapes in their own modules, so each page's code carries only the shapes it draws.
 *
 * How it is stroked lives in `.icon` (base.css, in every page's head) rather than in six
 * presentation attributes on each `<svg>`: a board page draws about a hundred icons, and the
 * attributes were a fifth of its markup (28 KB of 142 KB) for every fan to download and for the
 * server to write on every drawn page.
 */
export function StrokeIcon({
  path,
  label,
  size = 24,
  bold = false,
  filled = false,
}: {
  path: string;
  label?: string;
  size?: number;
  /** A heavier stroke (`.icon--bold`), for small glyphs on buttons. */
  bold?: boolean;
  filled?: boolean;
}) {
  const className = `icon${bold ? ' icon--bold' : ''}${filled ? ' icon--filled' : ''}`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={path} />
    </svg>
  );
}

export function Icon({ name, label, size = 24 }: { name: IconName; label?: string; size?: number }) {
  return <StrokeIcon path={shapes[name]} label={label} size={size} />;
}
