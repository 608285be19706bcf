import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';
import { ToolbarIcon } from '../editor/ToolbarIcon.tsx';
import { LabelledField } from '../../../ui/LabelledField.tsx';

/** Tags: typed and added with Enter or the button, at most `limits.selection.maxItems` (spec §5). */
export function TagsField({
  tags,
  onChange,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation('publish');
  const [text, setText] = useState('');
  const max = limits.selection.maxItems;
  const full = tags.length >= max;

  const add = () => {
    const tag = text.trim().replace(/^#/, '').slice(0, limits.post.tagMaxLength);
    if (!tag || full) return;
    if (!tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  return (
    <LabelledField label={t('fields.tags')} testId="tags-field">
      {(control) => (
        <>
          {tags.length ? (
            <ul className="tag-list">
              {tags.map((tag) => (
                <li key={tag} className="tag-list__item">
                  <span dir="auto">#{tag}</span>
                  <button
                    type="button"
                    className="tag-list__remove"
                    aria-label={t('tags.remove', { tag })}
                    onClick={() => onChange(tags.filter((existing) => existing !== tag))}
                  >
                    <ToolbarIcon name="remove" size={14} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="publish-field__row">
            <input
              id={control.id}
              className="publish-field__input"
              value={text}
              maxLength={limits.post.tagMaxLength}
              disabled={full}
              placeholder={full ? t('tags.full', { max }) : t('tags.placeholder')}
              dir="auto"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              data-testid="tags-input"
            />
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={full || !text.trim()}
              onClick={add}
            >
              {t('tags.add')}
            </button>
          </div>
          <p className="publish-field__hint">{t('tags.hint', { max })}</p>
        </>
      )}
    </LabelledField>
  );
}
