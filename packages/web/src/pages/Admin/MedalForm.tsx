import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MedalAdmin } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { MedalInput } from '../../features/moderation/catalogueQueries.ts';
import type { LocalizedDraft } from './LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './LocalizedTextFields.tsx';
import { ConsoleField, isIconAddress } from './ConsoleField.tsx';

const { catalogue } = limits;

/** A catalogue code as the server takes it: lowercase letters, digits and dashes (`catalogueCode`). */
export const isCatalogueCode = (code: string) =>
  code.length <= catalogue.codeMaxLength && /^[a-z0-9][a-z0-9-]*$/.test(code);

/**
 * A medal's name and description per language, its icon and its place in the catalogue; a new one
 * also gets its code (fixed once made: missions and links name it).
 */
export function MedalForm({
  medal,
  busy,
  onSave,
}: {
  medal?: MedalAdmin;
  busy: boolean;
  onSave: (fields: MedalInput) => void;
}) {
  const { t } = useTranslation('admin');
  const [code, setCode] = useState(medal?.code ?? '');
  const [name, setName] = useState<LocalizedDraft>(medal?.name ?? {});
  const [description, setDescription] = useState<LocalizedDraft>(medal?.description ?? {});
  const [iconUrl, setIconUrl] = useState(medal?.iconUrl ?? '');
  const [position, setPosition] = useState(String(medal?.position ?? 0));
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    if (!medal && !isCatalogueCode(code.trim())) found.code = t('catalogue.codeRule');
    const names = writtenText(name);
    const descriptions = writtenText(description);
    if (!names.en) found.name = t('structure.englishRequired');
    if (!descriptions.en) found.description = t('structure.englishRequired');
    if (!isIconAddress(iconUrl.trim())) found.iconUrl = t('structure.iconInvalid');
    const order = Number(position);
    if (!position.trim() || !Number.isInteger(order) || order < 0 || order > catalogue.positionMax)
      found.position = t('settings.range', { min: 0, max: catalogue.positionMax });
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave({
      code: code.trim(),
      name: names,
      description: descriptions,
      iconUrl: iconUrl.trim(),
      position: order,
    });
  };

  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="medal-form"
    >
      {medal ? null : (
        <ConsoleField
          label={t('catalogue.code')}
          problem={problems.code}
          dir="ltr"
          maxLength={catalogue.codeMaxLength}
          value={code}
          onValue={setCode}
          testId="medal-code"
        />
      )}
      <LocalizedTextFields
        label={t('catalogue.name')}
        value={name}
        onChange={setName}
        maxLength={catalogue.titleMaxLength}
        problem={problems.name}
        testId="medal-name"
      />
      <LocalizedTextFields
        label={t('structure.boardDescription')}
        value={description}
        onChange={setDescription}
        maxLength={catalogue.descriptionMaxLength}
        problem={problems.description}
        testId="medal-description"
      />
      <ConsoleField
        label={t('structure.icon')}
        problem={problems.iconUrl}
        dir="ltr"
        maxLength={limits.structure.iconUrlMaxLength}
        value={iconUrl}
        onValue={setIconUrl}
        testId="medal-icon"
      />
      <ConsoleField
        label={t('catalogue.position')}
        problem={problems.position}
        type="number"
        inputMode="numeric"
        min={0}
        max={catalogue.positionMax}
        value={position}
        onValue={setPosition}
        testId="medal-position"
      />
      <button type="submit" className="button" disabled={busy} data-testid="medal-save">
        {t('settings.save')}
      </button>
    </form>
  );
}
