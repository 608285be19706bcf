import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { useSite } from '../../platform/config.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { OpenInApp } from './OpenInApp.tsx';
import { useDiscoverModel } from './queries.ts';
import '../../styles/contentPages.css';

/**
 * `/link/discover/model/{id}`: one phone model of the discover page, inside the apps; on the plain web
 * its name and the app helper. A model operators removed says 'This page has expired.' (spec §2).
 */
export function DiscoverModelScreen({ id }: { id: string }) {
  const { t } = useTranslation(['contentPages', 'titles']);
  const { inApp } = useSite();
  const model = useDiscoverModel(id);
  const title = model.data?.name ?? t('titles:link-discover-model');
  const expired = model.error instanceof ApiError && model.error.code === 'PAGE_EXPIRED';

  let content;
  if (expired) content = <EmptyState text={<ErrorText code="PAGE_EXPIRED" />} />;
  else if (!inApp) content = <OpenInApp />;
  else if (model.data)
    content = (
      <article className="discover-model" data-testid="discover-model">
        <img className="discover-model__picture" src={model.data.imageUrl} alt="" width={600} height={600} />
        <div className="discover-model__text">
          {model.data.summary ? (
            <p className="page__lead" dir="auto">
              {model.data.summary}
            </p>
          ) : null}
          {model.data.specs.length ? (
            <>
              <h2 className="discover-model__heading">{t('specs')}</h2>
              <ul className="discover-model__specs" dir="auto" data-testid="discover-model-specs">
                {model.data.specs.map((spec, index) => (
                  <li key={index}>{spec}</li>
                ))}
              </ul>
            </>
          ) : null}
          {model.data.board ? (
            <Link className="button button--primary" to={paths.boardDetail(model.data.board.id)}>
              {t('community', { board: model.data.board.name })}
            </Link>
          ) : null}
        </div>
      </article>
    );
  else if (model.error)
    content = (
      <LoadFailed error={model.error} fallback={t('loadFailed')} onRetry={() => void model.refetch()} />
    );
  else content = <Spinner label={t('common:loading')} />;

  return (
    <PageFrame title={title} testId="discover-model-page">
      {content}
    </PageFrame>
  );
}
