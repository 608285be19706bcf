import { useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** Search results for `?keyword=` (posts and members). */
export default function SearchPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  return (
    <PageFrame title={t(`titles:${name}`)}>
      {keyword ? (
        <>
          <p className="page__lead">
            <Trans
              t={t}
              i18nKey="search.resultsFor"
              values={{ keyword }}
              components={{ keyword: <bdi className="keyword" /> }}
            />
          </p>
          <EmptyState icon="search" text={t('search.noResults')} />
        </>
      ) : (
        <EmptyState icon="search" text={t('search.prompt')} />
      )}
    </PageFrame>
  );
}
