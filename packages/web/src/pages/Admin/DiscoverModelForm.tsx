import { useTranslation } from 'react-i18next';
import type { DiscoverModelAdmin } from '@fanzone/contract';
import { discoverModelInputSchema, limits } from '@fanzone/contract';
import { useSaveDiscoverModel } from '../../features/contentPages/queries.ts';
import { useBoardsForOperators } from '../../features/structure/queries.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { useLanguageTabs } from './ContentPageWriter.tsx';
import { ConsoleField, ConsoleSelect } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { writtenText } from './kit/LocalizedTextFields.tsx';
import { PictureUpload } from './kit/PictureUpload.tsx';
import { useConsoleForm } from './kit/useConsoleForm.ts';

const { contentPages } = limits;
/** The select's value for "no board" (an id is digits, so it cannot clash). */
const noBoard = 'none';

/**
 * A discover model (operators): its name, summary and specs one language at a time (English first,
 * its name required), its picture and the board that is its community.
 */
export function DiscoverModelForm({ model, onSaved }: { model?: DiscoverModelAdmin; onSaved: () => void }) {
  const { t, i18n } = useTranslation(['contentPages', 'admin']);
  const boards = useBoardsForOperators();
  const form = useConsoleForm({
    initial: {
      name: model?.name ?? {},
      summary: model?.summary ?? {},
      specs: model?.specs ?? {},
      imageUrl: model?.imageUrl ?? '',
      boardId: model?.boardId ?? noBoard,
    },
    schema: discoverModelInputSchema,
    toBody: (draft) => ({
      name: writtenText(draft.name),
      summary: writtenText(draft.summary),
      specs: writtenText(draft.specs),
      imageUrl: draft.imageUrl.trim(),
      boardId: draft.boardId === noBoard ? null : draft.boardId,
    }),
    ownWords: { imageUrl: t('console.pictureInvalid') },
    requiredWords: { name: t('console.nameRequired'), imageUrl: t('console.pictureRequired') },
    save: useSaveDiscoverModel(model?.id ?? null),
    saved: t(model ? 'admin:settings.saved' : 'console.modelAdded'),
    onSaved,
  });
  const inLanguage = useLanguageTabs(form, 'name');
  const specs = inLanguage.text('specs');

  return (
    <ConsoleForm form={inLanguage.form} name="discover-model">
      <Tabs {...inLanguage.tabs} testId="discover-model-languages">
        <ConsoleField
          label={t('console.name')}
          dir="auto"
          maxLength={contentPages.modelNameMaxLength}
          {...inLanguage.text('name')}
          testId="discover-model-name"
        />
        <ConsoleField
          label={t('console.summary')}
          dir="auto"
          maxLength={contentPages.modelSummaryMaxLength}
          {...inLanguage.text('summary')}
          testId="discover-model-summary"
        />
        <label className="admin-setting">
          <span>{t('console.specs')}</span>
          <textarea
            lang={specs.lang}
            dir="auto"
            rows={4}
            maxLength={contentPages.modelSpecsMaxLength}
            value={specs.value}
            onChange={(event) => specs.onValue(event.target.value)}
            data-testid="discover-model-specs"
          />
        </label>
      </Tabs>
      <ConsoleField
        label={t('console.picture')}
        hint={t('console.pictureHint')}
        dir="ltr"
        maxLength={contentPages.pictureUrlMaxLength}
        {...form.text('imageUrl')}
        testId="discover-model-picture"
      />
      <PictureUpload
        purpose="picture"
        onUploaded={(url) => form.set('imageUrl', url)}
        testId="discover-model-picture-upload"
      />
      <ConsoleSelect
        label={t('console.board')}
        value={form.draft.boardId}
        options={[
          { value: noBoard, label: t('console.noBoard') },
          ...(boards.data ?? []).map((board) => ({
            value: board.id,
            label: textIn(board.name, i18n.language),
          })),
        ]}
        onValue={(boardId) => form.set('boardId', boardId)}
        testId="discover-model-board"
      />
    </ConsoleForm>
  );
}
