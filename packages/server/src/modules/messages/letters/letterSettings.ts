import type { LetterSettings } from '@fanzone/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';
import { assertLettersShown } from './letters.policy.ts';
import { saveSenderRule, senderRuleOf } from './letters.queries.ts';

/** Who may write the member (spec §6): a choice of their own, kept even while letters are off. */
export async function letterSettingsOf(deps: Pick<Deps, 'db'>, viewer: Viewer, lettersShown: boolean) {
  assertLettersShown(lettersShown);
  return { whoCanMessageMe: await senderRuleOf(deps.db, viewer.id) };
}

export async function updateLetterSettings(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  lettersShown: boolean,
  settings: LetterSettings,
): Promise<LetterSettings> {
  assertLettersShown(lettersShown);
  await saveSenderRule(deps.db, viewer.id, settings.whoCanMessageMe);
  return settings;
}
