import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoverModelAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import {
  useDiscoverModelsForOperators,
  useOrderDiscoverModels,
  useRemoveDiscoverModel,
} from '../../features/contentPages/queries.ts';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import { DiscoverModelForm } from './DiscoverModelForm.tsx';
import { MoveButtons, movedOrder } from './kit/MoveButtons.tsx';
import { RemoveButton } from './kit/RemoveButton.tsx';
import { SheetButton } from './kit/SheetButton.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';

/** The discover page's models (operators): in their order, added, changed, moved and removed. */
export function DiscoverModelsEditor() {
  const { t } = useTranslation(['contentPages', 'admin']);
  const models = useDiscoverModelsForOperators();
  const order = useOrderDiscoverModels();
  const reorder = useConsoleAction(order);
  // The models in the order the server keeps, which the discover page shows.
  const ids = models.data?.map((model) => model.id) ?? [];
  return (
    <>
      <div className="admin-card__actions">
        <SheetButton
          look="section"
          label={t('console.addModel')}
          testId="discover-model-add"
          sheetTestId="discover-model-dialog"
        >
          {(close) => <DiscoverModelForm onSaved={close} />}
        </SheetButton>
      </div>
      <ConsoleCatalogue query={models} emptyText={t('console.noModels')} listTestId="discover-models-admin">
        {(model) => (
          <ModelCard key={model.id} model={model}>
            <MoveButtons
              index={ids.indexOf(model.id)}
              count={ids.length}
              name={textIn(model.name, 'en')}
              busy={order.isPending}
              onMove={(step) => reorder(movedOrder(ids, ids.indexOf(model.id), step))}
            />
          </ModelCard>
        )}
      </ConsoleCatalogue>
    </>
  );
}

function ModelCard({ model, children }: { model: DiscoverModelAdmin; children: ReactNode }) {
  const { t, i18n } = useTranslation(['contentPages', 'admin']);
  const name = textIn(model.name, i18n.language);
  return (
    <li className="admin-card" data-testid={`discover-model-${model.id}`}>
      <div className="admin-card__head">
        <img src={model.imageUrl} alt="" width={40} height={40} />
        <a
          className="admin-card__title"
          dir="auto"
          href={paths.discoverModel(model.id)}
          target="_blank"
          rel="noopener"
        >
          {name}
        </a>
      </div>
      {Object.keys(model.summary).length ? (
        <p className="admin-card__meta" dir="auto">
          {textIn(model.summary, i18n.language)}
        </p>
      ) : null}
      <div className="admin-card__actions">
        {children}
        <SheetButton
          label={t('admin:structure.edit')}
          title={name}
          testId="discover-model-edit"
          sheetTestId="discover-model-dialog"
        >
          {(close) => <DiscoverModelForm model={model} onSaved={close} />}
        </SheetButton>
        <RemoveButton
          label={t('admin:structure.remove')}
          question={t('console.removeConfirm', { name })}
          removed={t('console.modelRemoved')}
          remove={useRemoveDiscoverModel(model.id)}
          testId="discover-model-remove"
        />
      </div>
    </li>
  );
}
