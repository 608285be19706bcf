import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchSubmit } from '../../features/search/useSearchSubmit.ts';
import { Icon } from '../../ui/Icon.tsx';

/** Desktop header search: Enter or the icon searches and clears the box (spec §2). */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const [keyword, setKeyword] = useState('');
  const submit = useSearchSubmit();
  const inputId = useId();
  return (
    <form
      role="search"
      className="search-box"
      data-testid="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (submit(keyword)) setKeyword('');
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        className="search-box__input"
        value={keyword}
        placeholder={t('search.placeholder')}
        onChange={(event) => setKeyword(event.target.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="icon-button" aria-label={t('search.submit')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
