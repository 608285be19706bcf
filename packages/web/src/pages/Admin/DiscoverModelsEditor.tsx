import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoverModelAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import {
  useDiscoverModelsForOperators,
  useOrderDiscoverModels,
  useRemoveDiscoverModel,
} from '../../features/contentPages/queries.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { DiscoverModelForm } from './DiscoverModelForm.tsx';
import { ConsoleCard } from './kit/ConsoleCard.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { OrderedCards } from './kit/OrderedCards.tsx';
import { RemoveButton } from './kit/RemoveButton.tsx';
import { AddButton, EditButton } from './kit/SheetButton.tsx';

/** The discover page's models (operators): in their order, added, changed, moved and removed. */
export function DiscoverModelsEditor() {
  const { t } = useTranslation(['contentPages', 'admin']);
  const order = useOrderDiscoverModels();
  return (
    <>
      <AddButton
        label={t('console.addModel')}
        testId="discover-model-add"
        sheetTestId="discover-model-dialog"
      >
        {(close) => <DiscoverModelForm onSaved={close} />}
      </AddButton>
      {/* The models in the order the server keeps, which the discover page shows. */}
      <ConsoleLoaded query={useDiscoverModelsForOperators()}>
        {(models) => (
          <OrderedCards
            items={models}
            order={order}
            body={(ids) => ids}
            nameOf={(model) => model.name}
            listTestId="discover-models-admin"
            empty={<EmptyState text={t('console.noModels')} />}
          >
            {(model, move) => <ModelCard key={model.id} model={model} move={move} />}
          </OrderedCards>
        )}
      </ConsoleLoaded>
    </>
  );
}

function ModelCard({ model, move }: { model: DiscoverModelAdmin; move: ReactNode }) {
  const { t, i18n } = useTranslation(['contentPages', 'admin']);
  const name = textIn(model.name, i18n.language);
  return (
    <ConsoleCard
      testId={`discover-model-${model.id}`}
      picture={<img src={model.imageUrl} alt="" width={40} height={40} />}
      title={
        <a
          className="admin-card__title"
          dir="auto"
          href={paths.discoverModel(model.id)}
          target="_blank"
          rel="noopener"
        >
          {name}
        </a>
      }
      facts={[
        Object.keys(model.summary).length && <span dir="auto">{textIn(model.summary, i18n.language)}</span>,
      ]}
    >
      {move}
      <EditButton title={name} testId="discover-model-edit" sheetTestId="discover-model-dialog">
        {(close) => <DiscoverModelForm model={model} onSaved={close} />}
      </EditButton>
      <RemoveButton
        label={t('admin:structure.remove')}
        question={t('console.removeConfirm', { name })}
        removed={t('console.modelRemoved')}
        remove={useRemoveDiscoverModel(model.id)}
        testId="discover-model-remove"
      />
    </ConsoleCard>
  );
}
