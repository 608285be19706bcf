import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDiscoverModels } from './queries.ts';

/** The discover page's phone models, in the operators' order, each leading to its own page. */
export function DiscoverModels() {
  const { t } = useTranslation('contentPages');
  const models = useDiscoverModels();
  if (models.error)
    return (
      <LoadFailed error={models.error} fallback={t('loadFailed')} onRetry={() => void models.refetch()} />
    );
  if (!models.data) return <Spinner label={t('common:loading')} />;
  if (!models.data.length) return <EmptyState text={t('noModels')} />;
  return (
    <ul className="discover-models" aria-label={t('models')} data-testid="discover-models">
      {models.data.map((model) => (
        <li key={model.id}>
          <Link
            className="discover-models__card"
            to={paths.discoverModel(model.id)}
            data-testid="discover-model-card"
          >
            <img src={model.imageUrl} alt="" width={300} height={300} loading="lazy" decoding="async" />
            <span className="discover-models__name" dir="auto">
              {model.name}
            </span>
            {model.summary ? (
              <span className="discover-models__summary" dir="auto">
                {model.summary}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
