import type { PageRouteName } from '../pageProps.ts';

/** Each legal text in the `policies` namespace and how many paragraphs it has. */
export const policyTexts = {
  privacy: 3,
  privacySummary: 2,
  cookies: 3,
  userAgreement: 3,
  thirdPartySdk: 2,
  collections: 2,
  terms: 3,
} as const;
export type PolicyKey = keyof typeof policyTexts;

export const policyOfRoute: Partial<Record<PageRouteName, PolicyKey>> = {
  'privacy-policy': 'privacy',
  'app-privacy-policy': 'privacy',
  'app-privacy-policy-summary': 'privacySummary',
  'cookie-policy': 'cookies',
  'user-agreement': 'userAgreement',
  'app-user-agreement': 'userAgreement',
  'policy-3party-sdk': 'thirdPartySdk',
  'app-policy-3party-sdk': 'thirdPartySdk',
  'policy-collections': 'collections',
  'app-policy-collections': 'collections',
  'terms-and-conditions': 'terms',
};

/** `/{type}/{version}` inside the apps: the type letters name the policy. */
const policyOfType: Record<string, PolicyKey> = {
  privacy: 'privacy',
  privacypolicy: 'privacy',
  summary: 'privacySummary',
  cookie: 'cookies',
  cookies: 'cookies',
  agreement: 'userAgreement',
  useragreement: 'userAgreement',
  sdk: 'thirdPartySdk',
  collections: 'collections',
  terms: 'terms',
};

export function policyOfVersionType(type: string): PolicyKey | undefined {
  return policyOfType[type.toLowerCase()];
}
