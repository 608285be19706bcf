import type { PageProps } from '../pageProps.ts';
import { ContentPageScreen } from '../../features/contentPages/ContentPageScreen.tsx';

/** `/narzowarranty` and `/narzowarranty/extended-warranty`, as operators write them, inside the apps. */
export default function WarrantyPage({ name }: PageProps) {
  return (
    <ContentPageScreen
      key={name}
      slug={name === 'narzo-extended-warranty' ? 'narzo-extended-warranty' : 'narzo-warranty'}
    />
  );
}
