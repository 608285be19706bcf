import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoverModelAdmin, DiscoverModelInput } from '@fanzone/contract';
import { limits, supportedLocales } from '@fanzone/contract';
import { useBoardsForOperators } from '../../features/structure/queries.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { ConsoleField, ConsoleSelect, isIconAddress } from './kit/ConsoleField.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { writtenText } from './kit/LocalizedTextFields.tsx';
import { PictureUpload } from './kit/PictureUpload.tsx';

const { contentPages } = limits;
const languages = ['en', ...supportedLocales.filter((locale) => locale !== 'en')];
/** The select's value for "no board" (an id is digits, so it cannot clash). */
const noBoard = 'none';

type Texts = Record<string, string>;

/**
 * A discover model (operators): its name, summary and specs one language at a time (English first,
 * its name required), its picture and the board that is its community.
 */
export function DiscoverModelForm({
  model,
  busy,
  onSave,
}: {
  model?: DiscoverModelAdmin;
  busy: boolean;
  onSave: (input: DiscoverModelInput) => void;
}) {
  const { t, i18n } = useTranslation(['contentPages', 'admin']);
  const boards = useBoardsForOperators();
  const [language, setLanguage] = useState('en');
  const [name, setName] = useState<Texts>(model?.name ?? {});
  const [summary, setSummary] = useState<Texts>(model?.summary ?? {});
  const [specs, setSpecs] = useState<Texts>(model?.specs ?? {});
  const [imageUrl, setImageUrl] = useState(model?.imageUrl ?? '');
  const [boardId, setBoardId] = useState(model?.boardId ?? noBoard);
  const [problems, setProblems] = useState<{ name?: string; imageUrl?: string }>({});
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });

  const submit = () => {
    const found: typeof problems = {};
    if (!name.en?.trim()) found.name = t('console.nameRequired');
    const picture = imageUrl.trim();
    if (!picture) found.imageUrl = t('console.pictureRequired');
    else if (!isIconAddress(picture)) found.imageUrl = t('console.pictureInvalid');
    setProblems(found);
    if (found.name) setLanguage('en');
    if (Object.keys(found).length) return;
    onSave({
      name: writtenText(name),
      summary: writtenText(summary),
      specs: writtenText(specs),
      imageUrl: picture,
      boardId: boardId === noBoard ? null : boardId,
    });
  };

  const boardOptions = [
    { value: noBoard, label: t('console.noBoard') },
    ...(boards.data ?? []).map((board) => ({ value: board.id, label: textIn(board.name, i18n.language) })),
  ];

  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="discover-model-form"
    >
      <Tabs
        label={t('console.language')}
        tabs={languages.map((locale) => ({ id: locale, label: names.of(locale) ?? locale }))}
        value={language}
        onChange={setLanguage}
        testId="discover-model-languages"
      >
        <ConsoleField
          label={t('console.name')}
          lang={language}
          dir="auto"
          maxLength={contentPages.modelNameMaxLength}
          value={name[language] ?? ''}
          onValue={(value) => setName({ ...name, [language]: value })}
          problem={language === 'en' ? problems.name : undefined}
          testId="discover-model-name"
        />
        <ConsoleField
          label={t('console.summary')}
          lang={language}
          dir="auto"
          maxLength={contentPages.modelSummaryMaxLength}
          value={summary[language] ?? ''}
          onValue={(value) => setSummary({ ...summary, [language]: value })}
          testId="discover-model-summary"
        />
        <label className="admin-setting">
          <span>{t('console.specs')}</span>
          <textarea
            lang={language}
            dir="auto"
            rows={4}
            maxLength={contentPages.modelSpecsMaxLength}
            value={specs[language] ?? ''}
            onChange={(event) => setSpecs({ ...specs, [language]: event.target.value })}
            data-testid="discover-model-specs"
          />
        </label>
      </Tabs>
      <ConsoleField
        label={t('console.picture')}
        hint={t('console.pictureHint')}
        dir="ltr"
        maxLength={contentPages.pictureUrlMaxLength}
        value={imageUrl}
        onValue={setImageUrl}
        problem={problems.imageUrl}
        testId="discover-model-picture"
      />
      <PictureUpload purpose="picture" onUploaded={setImageUrl} testId="discover-model-picture-upload" />
      <ConsoleSelect
        label={t('console.board')}
        value={boardId}
        options={boardOptions}
        onValue={setBoardId}
        testId="discover-model-board"
      />
      <button type="submit" className="button" disabled={busy} data-testid="discover-model-save">
        {t('admin:settings.save')}
      </button>
    </form>
  );
}
