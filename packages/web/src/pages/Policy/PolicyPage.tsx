import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { useSite } from '../../platform/config.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { policyOfRoute, policyOfVersionType, policyTexts } from './policies.ts';

/** Privacy Policy, Cookie Policy, User Agreement, SDK and data lists, Terms; also a given version. */
export default function PolicyPage({ name }: PageProps) {
  const { t } = useTranslation('policies');
  const { config } = useSite();
  const { policyType = '', policyVersion } = useParams();
  const policy = name === 'policy-version' ? policyOfVersionType(policyType) : policyOfRoute[name];
  const title = policy ? t(`${policy}.title`) : t(`titles:${name}`);
  return (
    <PageFrame title={title} testId="policy-page">
      {policyVersion ? <p className="page__note">{t('version', { version: policyVersion })}</p> : null}
      {policy ? (
        <div className="prose">
          {Array.from({ length: policyTexts[policy] }, (_, index) => (
            <p key={index}>
              {t(`${policy}.p${index + 1}`, {
                community: config.communityName,
                holder: config.copyrightHolder,
              })}
            </p>
          ))}
        </div>
      ) : (
        <EmptyState text={t('unknownVersion')} />
      )}
    </PageFrame>
  );
}
