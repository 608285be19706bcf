import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { negotiateLocale } from '@fanzone/contract';
import { loadPublicConfig } from '../platform/config.ts';
import { applyDocumentLocale, initI18n } from '../i18n/index.ts';
import { AccountApp } from './AccountApp.tsx';
import '../styles/base.css';
import './account.css';

/** The account provider's pages (served at /idp/*): same config and languages as the forum. */
async function start(container: HTMLElement) {
  const config = await loadPublicConfig().catch((error: unknown) => {
    console.error('[account] no site config', error);
    return null;
  });
  const locale = config?.locale ?? negotiateLocale(navigator.languages.join(','));
  applyDocumentLocale(locale);
  const i18n = await initI18n(locale, ['common', 'account', 'errors']);
  document.title = config
    ? i18n.t('account:documentTitle', { community: config.communityName })
    : i18n.t('account:accountTitle');
  createRoot(container).render(
    <StrictMode>
      <AccountApp community={config?.communityName ?? ''} />
    </StrictMode>,
  );
  // The same mark as the forum's (`../main.tsx`): a drawn page that sends the reader here has started.
  document.documentElement.dataset.started = 'true';
}

const container = document.getElementById('root');
if (container) void start(container);
