import { StrokeIcon } from '../../ui/Icon.tsx';

/** Icons of posts and comments (24×24 strokes like `ui/Icon`); decorative, the buttons carry the text. */
const shapes = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  comment: 'M4 5h16v11H9l-5 4z',
  poll: 'M5 20V10M12 20V4M19 20v-7',
  pin: 'M9 4h6l-1 6 3 3H7l3-3zM12 13v7',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  trash: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
} as const;

export type PostIconName = keyof typeof shapes;

export function PostIcon({
  name,
  size = 18,
  filled,
}: {
  name: PostIconName;
  size?: number;
  filled?: boolean;
}) {
  return <StrokeIcon path={shapes[name]} size={size} filled={filled} />;
}
