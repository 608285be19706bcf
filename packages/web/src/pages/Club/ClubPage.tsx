import type { PageProps } from '../pageProps.ts';
import { ContentPageScreen } from '../../features/contentPages/ContentPageScreen.tsx';

/** `/realmeclub`: the realme club page operators write, inside the apps (spec §2). */
export default function ClubPage(_props: PageProps) {
  return <ContentPageScreen slug="realme-club" />;
}
