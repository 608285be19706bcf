import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardAdmin, SectionAdmin } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { useCreateSection, useOrderSections, useUpdateSection } from '../../features/structure/queries.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './kit/ConsoleField.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import type { LocalizedDraft } from './kit/LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { MoveButtons, movedOrder } from './kit/MoveButtons.tsx';

/**
 * A board's sections (spec §5: members choose one when publishing): added, renamed, closed to
 * members' new posts and put in order. A closed section keeps its posts.
 */
export function BoardSectionsEditor({ board }: { board: BoardAdmin }) {
  const { t } = useTranslation('admin');
  const order = useOrderSections(board.id);
  const [adding, setAdding] = useState(false);
  const failed = useFailureToast();
  const sections = [...board.sections].sort((a, b) => a.position - b.position);
  const ids = sections.map((section) => section.id);
  return (
    <div className="admin-sections" data-testid="board-sections">
      {sections.length ? (
        <ul className="admin-list">
          {sections.map((section, index) => (
            <SectionRow
              key={section.id}
              section={section}
              move={
                <MoveButtons
                  index={index}
                  count={sections.length}
                  name={textIn(section.name, 'en')}
                  busy={order.isPending}
                  onMove={(step) => order.mutate(movedOrder(ids, index, step), { onError: failed })}
                />
              }
            />
          ))}
        </ul>
      ) : (
        <p className="admin-card__meta">{t('structure.noSections')}</p>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setAdding(true)}
        data-testid="section-add"
      >
        {t('structure.addSection')}
      </button>
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('structure.addSection')}
        variant="sheet"
        testId="section-dialog"
      >
        {adding ? <NewSectionForm boardId={board.id} onDone={() => setAdding(false)} /> : null}
      </Dialog>
    </div>
  );
}

function SectionRow({ section, move }: { section: SectionAdmin; move: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateSection(section.id);
  const [renaming, setRenaming] = useState(false);
  const failed = useFailureToast();
  const name = textIn(section.name, i18n.language);
  return (
    <li className="admin-section-row" data-testid={`section-${section.id}`}>
      <span className="admin-card__title" dir="auto">
        {name}
      </span>
      <span className="admin-card__actions">
        {move}
        <label className="admin-setting__switch">
          <input
            type="checkbox"
            checked={update.isPending ? (update.variables.closed ?? section.closed) : section.closed}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { closed: event.target.checked },
                {
                  onSuccess: () => toast.success(t('settings.saved')),
                  onError: failed,
                },
              )
            }
            data-testid="section-closed"
          />
          {t('structure.closed')}
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setRenaming(true)}
          data-testid="section-rename"
        >
          {t('structure.rename')}
        </button>
      </span>
      <Dialog open={renaming} onOpenChange={setRenaming} title={name} variant="sheet" testId="section-dialog">
        {renaming ? (
          <SectionNameForm
            initial={section.name}
            busy={update.isPending}
            onSave={(names) =>
              update.mutate(
                { name: names },
                {
                  onSuccess: () => {
                    toast.success(t('settings.saved'));
                    setRenaming(false);
                  },
                  onError: failed,
                },
              )
            }
          />
        ) : null}
      </Dialog>
    </li>
  );
}

function NewSectionForm({ boardId, onDone }: { boardId: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const failed = useFailureToast();
  const create = useCreateSection(boardId);
  return (
    <SectionNameForm
      initial={{}}
      busy={create.isPending}
      onSave={(names) =>
        create.mutate(names, {
          onSuccess: () => {
            toast.success(t('structure.sectionAdded'));
            onDone();
          },
          onError: failed,
        })
      }
    />
  );
}

function SectionNameForm({
  initial,
  busy,
  onSave,
}: {
  initial: LocalizedDraft;
  busy: boolean;
  onSave: (names: Record<string, string> & { en: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState<LocalizedDraft>(initial);
  const [problem, setProblem] = useState<string>();
  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const names = writtenText(name);
        if (!names.en) return setProblem(t('structure.englishRequired'));
        setProblem(undefined);
        onSave(names);
      }}
    >
      <LocalizedTextFields
        label={t('structure.sectionName')}
        value={name}
        onChange={setName}
        maxLength={limits.structure.sectionNameMaxLength}
        problem={problem}
        testId="section-name"
      />
      <button type="submit" className="button" disabled={busy} data-testid="section-save">
        {t('settings.save')}
      </button>
    </form>
  );
}
