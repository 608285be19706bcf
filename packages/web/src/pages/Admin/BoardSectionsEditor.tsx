import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardAdmin, SectionAdmin, SectionInput } from '@fanzone/contract';
import { limits, sectionInputSchema } from '@fanzone/contract';
import { useCreateSection, useOrderSections, useUpdateSection } from '../../features/structure/queries.ts';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import { OrderedCards } from './kit/OrderedCards.tsx';
import { SheetButton } from './kit/SheetButton.tsx';
import { ActionSwitch } from './kit/ActionSwitch.tsx';
import type { SaveCall } from './kit/useConsoleForm.ts';
import { useConsoleForm } from './kit/useConsoleForm.ts';

/**
 * A board's sections (spec §5: members choose one when publishing): added, renamed, closed to
 * members' new posts and put in order. A closed section keeps its posts.
 */
export function BoardSectionsEditor({ board }: { board: BoardAdmin }) {
  const { t } = useTranslation('admin');
  const create = useCreateSection(board.id);
  return (
    <div className="admin-sections" data-testid="board-sections">
      <OrderedCards
        items={board.sections}
        order={useOrderSections(board.id)}
        body={(ids) => ids}
        nameOf={(section) => section.name}
        empty={<p className="admin-card__meta">{t('structure.noSections')}</p>}
      >
        {(section, move) => <SectionRow key={section.id} section={section} move={move} />}
      </OrderedCards>
      <SheetButton label={t('structure.addSection')} testId="section-add" sheetTestId="section-dialog">
        {(close) => <SectionNameForm save={create} saved={t('structure.sectionAdded')} onSaved={close} />}
      </SheetButton>
    </div>
  );
}

function SectionRow({ section, move }: { section: SectionAdmin; move: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateSection(section.id);
  const name = textIn(section.name, i18n.language);
  return (
    <li className="admin-section-row" data-testid={`section-${section.id}`}>
      <span className="admin-card__title" dir="auto">
        {name}
      </span>
      <span className="admin-card__actions">
        {move}
        <ActionSwitch
          action={update}
          field="closed"
          value={section.closed}
          label={t('structure.closed')}
          said={() => t('settings.saved')}
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
