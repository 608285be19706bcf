import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSearchSubmit } from '../../features/search/useSearchSubmit.ts';
import { BackButton } from './BackButton.tsx';

/** Search page header: back, the query box ('Search for posts/users') and a search button. */
export function MobileSearchHeader() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const current = params.get('keyword') ?? '';
  const [keyword, setKeyword] = useState(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    // A new search (or history step) brings its keyword into the box.
    setShown(current);
    setKeyword(current);
  }
  const submit = useSearchSubmit();
  const inputId = useId();
  return (
    <header className="mobile-header" data-testid="mobile-header">
      <BackButton />
      <form
        role="search"
        className="mobile-search"
        onSubmit={(event) => {
          event.preventDefault();
          submit(keyword);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          className="mobile-search__input"
          value={keyword}
          placeholder={t('search.placeholder')}
          onChange={(event) => setKeyword(event.target.value)}
          enterKeyHint="search"
          autoComplete="off"
          data-testid="mobile-search-input"
        />
        <button type="submit" className="button button--primary button--small">
          {t('search.submit')}
        </button>
      </form>
    </header>
  );
}
