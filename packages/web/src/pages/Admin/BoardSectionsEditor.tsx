import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardAdmin, SectionAdmin, SectionInput } from '@fanzone/contract';
import { limits, sectionInputSchema } from '@fanzone/contract';
import { useCreateSection, useOrderSections, useUpdateSection } from '../../features/structure/queries.ts';
import { ConsoleSwitch } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { MoveButtons, movedOrder } from './kit/MoveButtons.tsx';
import { SheetButton } from './kit/SheetButton.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';
import type { SaveCall } from './kit/useConsoleForm.ts';
import { useConsoleForm } from './kit/useConsoleForm.ts';

/**
 * A board's sections (spec §5: members choose one when publishing): added, renamed, closed to
 * members' new posts and put in order. A closed section keeps its posts.
 */
export function BoardSectionsEditor({ board }: { board: BoardAdmin }) {
  const { t } = useTranslation('admin');
  const order = useOrderSections(board.id);
  const reorder = useConsoleAction(order);
  const create = useCreateSection(board.id);
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
                  onMove={(step) => reorder(movedOrder(ids, index, step))}
                />
              }
            />
          ))}
        </ul>
      ) : (
        <p className="admin-card__meta">{t('structure.noSections')}</p>
      )}
      <SheetButton label={t('structure.addSection')} testId="section-add" sheetTestId="section-dialog">
        {(close) => <SectionNameForm save={create} saved={t('structure.sectionAdded')} onSaved={close} />}
      </SheetButton>
    </div>
  );
}

function SectionRow({ section, move }: { section: SectionAdmin; move: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateSection(section.id);
  const closeOrOpen = useConsoleAction(update);
  const name = textIn(section.name, i18n.language);
  return (
    <li className="admin-section-row" data-testid={`section-${section.id}`}>
      <span className="admin-card__title" dir="auto">
        {name}
      </span>
      <span className="admin-card__actions">
        {move}
        <ConsoleSwitch
          label={t('structure.closed')}
          checked={update.isPending ? (update.variables.closed ?? section.closed) : section.closed}
          disabled={update.isPending}
          onChecked={(closed) => closeOrOpen({ closed }, t('settings.saved'))}
          testId="section-closed"
        />
        <SheetButton
          label={t('structure.rename')}
          title={name}
          testId="section-rename"
          sheetTestId="section-dialog"
        >
          {(close) => (
            <SectionNameForm section={section} save={update} saved={t('settings.saved')} onSaved={close} />
          )}
        </SheetButton>
      </span>
    </li>
  );
}

/** A section's name per language, for a new section or a renamed one. */
function SectionNameForm({
  section,
  save,
  saved,
  onSaved,
}: {
  section?: SectionAdmin;
  save: SaveCall<SectionInput>;
  saved: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const form = useConsoleForm({
    initial: { name: section?.name ?? {} },
    schema: sectionInputSchema,
    toBody: (draft) => ({ name: writtenText(draft.name) }),
    save,
    saved,
    onSaved,
  });
  return (
    <ConsoleForm form={form} name="section">
      <LocalizedTextFields
        label={t('structure.sectionName')}
        maxLength={limits.structure.sectionNameMaxLength}
        {...form.localized('name')}
        testId="section-name"
      />
    </ConsoleForm>
  );
}
