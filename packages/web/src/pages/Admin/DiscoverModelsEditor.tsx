import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoverModelAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import {
  useDiscoverModelsForOperators,
  useOrderDiscoverModels,
  useRemoveDiscoverModel,
  useSaveDiscoverModel,
} from '../../features/contentPages/queries.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './kit/ConsoleField.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { DiscoverModelForm } from './DiscoverModelForm.tsx';
import { MoveButtons, movedOrder } from './kit/MoveButtons.tsx';

/** The discover page's models (operators): in their order, added, changed, moved and removed. */
export function DiscoverModelsEditor() {
  const { t } = useTranslation(['contentPages', 'admin']);
  const models = useDiscoverModelsForOperators();
  const order = useOrderDiscoverModels();
  const create = useSaveDiscoverModel();
  const failed = useFailureToast();
  const [adding, setAdding] = useState(false);
  if (models.isPending) return <Spinner label={t('common:loading')} />;
  if (models.isError)
    return (
      <LoadFailed
        error={models.error}
        fallback={t('admin:loadFailed')}
        onRetry={() => void models.refetch()}
      />
    );
  const ids = models.data.map((model) => model.id);
  return (
    <>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button"
          onClick={() => setAdding(true)}
          data-testid="discover-model-add"
        >
          {t('console.addModel')}
        </button>
      </div>
      {models.data.length ? (
        <ul className="admin-list" data-testid="discover-models-admin">
          {models.data.map((model, index) => (
            <ModelCard
              key={model.id}
              model={model}
              move={
                <MoveButtons
                  index={index}
                  count={models.data.length}
                  name={textIn(model.name, 'en')}
                  busy={order.isPending}
                  onMove={(step) => order.mutate(movedOrder(ids, index, step), { onError: failed })}
                />
              }
            />
          ))}
        </ul>
      ) : (
        <EmptyState text={t('console.noModels')} />
      )}
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('console.addModel')}
        variant="sheet"
        testId="discover-model-dialog"
      >
        {adding ? (
          <DiscoverModelForm
            busy={create.isPending}
            onSave={(input) =>
              create.mutate(
                { id: null, input },
                {
                  onSuccess: () => {
                    toast.success(t('console.modelAdded'));
                    setAdding(false);
                  },
                  onError: failed,
                },
              )
            }
          />
        ) : null}
      </Dialog>
    </>
  );
}

function ModelCard({ model, move }: { model: DiscoverModelAdmin; move: ReactNode }) {
  const { t, i18n } = useTranslation(['contentPages', 'admin']);
  const save = useSaveDiscoverModel();
  const remove = useRemoveDiscoverModel();
  const failed = useFailureToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
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
        {move}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setEditing(true)}
          data-testid="discover-model-edit"
        >
          {t('admin:structure.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setConfirming(true)}
          data-testid="discover-model-remove"
        >
          {t('admin:structure.remove')}
        </button>
      </div>
      <Dialog
        open={editing}
        onOpenChange={setEditing}
        title={name}
        variant="sheet"
        testId="discover-model-dialog"
      >
        {editing ? (
          <DiscoverModelForm
            model={model}
            busy={save.isPending}
            onSave={(input) =>
              save.mutate(
                { id: model.id, input },
                {
                  onSuccess: () => {
                    toast.success(t('admin:settings.saved'));
                    setEditing(false);
                  },
                  onError: failed,
                },
              )
            }
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={t('console.removeConfirm', { name })}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(model.id, {
            onSuccess: () => {
              toast.success(t('console.modelRemoved'));
              setConfirming(false);
            },
            onError: failed,
          })
        }
        testId="discover-model-remove-confirm"
      />
    </li>
  );
}
