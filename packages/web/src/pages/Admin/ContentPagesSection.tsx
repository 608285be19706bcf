import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPageSlug } from '@fanzone/contract';
import { contentPageSlugs } from '@fanzone/contract';
import { useContentPagesForOperators } from '../../features/contentPages/queries.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { ConsoleSelect } from './kit/ConsoleField.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { ContentPageWriter } from './ContentPageWriter.tsx';
import { DiscoverModelsEditor } from './DiscoverModelsEditor.tsx';
import '../../styles/contentPages.css';

type Part = 'pages' | 'models';

/**
 * The app-only content pages (operators): each page's title, text and cover per language, and the
 * discover page's phone models (added, changed, put in order, removed). The apps show a change at once.
 */
export function ContentPagesSection() {
  const { t } = useTranslation(['contentPages', 'admin']);
  const [part, setPart] = useState<Part>('pages');
  return (
    <div className="admin-structure">
      <Tabs
        label={t('admin:sections.contentPages')}
        tabs={[
          { id: 'pages', label: t('console.pages') },
          { id: 'models', label: t('console.models') },
        ]}
        value={part}
        onChange={setPart}
        testId="content-page-parts"
      >
        {part === 'pages' ? <PageChooser /> : <DiscoverModelsEditor />}
      </Tabs>
    </div>
  );
}

function PageChooser() {
  const { t } = useTranslation(['contentPages', 'admin', 'titles']);
  const [slug, setSlug] = useState<ContentPageSlug>('realme-club');
  return (
    <ConsoleLoaded query={useContentPagesForOperators()}>
      {(pages) => {
        const page = pages.find((entry) => entry.slug === slug);
        return (
          <>
            <ConsoleSelect
              label={t('console.page')}
              value={slug}
              options={contentPageSlugs.map((entry) => ({ value: entry, label: t(`titles:${entry}`) }))}
              onValue={setSlug}
              testId="content-page-choice"
            />
            {/* A page of its own: nothing written for one page carries over to another. */}
            {page ? <ContentPageWriter key={page.slug} page={page} /> : null}
          </>
        );
      }}
    </ConsoleLoaded>
  );
}
