import { useParams } from 'react-router';
import type { PageProps } from '../pageProps.ts';
import { ContentPageScreen } from '../../features/contentPages/ContentPageScreen.tsx';
import { DiscoverModelScreen } from '../../features/contentPages/DiscoverModelScreen.tsx';
import { DiscoverModels } from '../../features/contentPages/DiscoverModels.tsx';

/** `/link/discover` (its text and the phone models) and `/link/discover/model/{id}`, inside the link app. */
export default function DiscoverPage({ name }: PageProps) {
  const { id = '' } = useParams();
  if (name === 'link-discover-model') return <DiscoverModelScreen key={id} id={id} />;
  return (
    <ContentPageScreen slug="link-discover">
      <DiscoverModels />
    </ContentPageScreen>
  );
}
