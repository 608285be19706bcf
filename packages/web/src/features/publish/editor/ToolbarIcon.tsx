import { StrokeIcon } from '../../../ui/Icon.tsx';

/** The editor toolbar's stroke icons (24×24), decorative: each button carries its own label. */
const shapes = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M10 5h8M6 19h8M14 5l-4 14',
  heading: 'M6 5v14M18 5v14M6 12h12',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M3.5 13.5a1.5 1.5 0 1 1 2.5 1.2L3.5 17H6',
  quote: 'M5 17c0-4 1-7 4-9M13 17c0-4 1-7 4-9M5 17h4v-4H5M13 17h4v-4h-4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  youtube: 'M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z',
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  file: 'M14 3H6v18h12V7zM14 3v4h4',
  remove: 'M6 6l12 12M18 6 6 18',
} as const;

export type ToolbarIconName = keyof typeof shapes;

export function ToolbarIcon({ name, size = 20 }: { name: ToolbarIconName; size?: number }) {
  return <StrokeIcon path={shapes[name]} size={size} bold />;
}
