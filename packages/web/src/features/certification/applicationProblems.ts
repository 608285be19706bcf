import type { CertificationInput } from '@fanzone/contract';
import { limits } from '@fanzone/contract';

export type ApplicationField = keyof CertificationInput;
export type ApplicationProblem =
  { kind: 'required' } | { kind: 'url' } | { kind: 'length'; min: number; max: number };

const { realNameMaxLength, phoneModelMaxLength, channelUrlMaxLength, motivationLength } =
  limits.certification;

/** A web address the server takes (http or https), said before sending as the contract's schema would. */
function isWebAddress(text: string) {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && text.length <= channelUrlMaxLength;
  } catch {
    return false;
  }
}

/**
 * What is wrong with an application before it is sent, field by field, by the contract's limits:
 * the form shows each under its field (the inputs' maxLength already stops longer text).
 */
export function applicationProblems(
  input: CertificationInput,
): Partial<Record<ApplicationField, ApplicationProblem>> {
  const problems: Partial<Record<ApplicationField, ApplicationProblem>> = {};
  const realName = input.realName.trim();
  const phoneModel = input.phoneModel.trim();
  if (!realName || realName.length > realNameMaxLength) problems.realName = { kind: 'required' };
  if (!phoneModel || phoneModel.length > phoneModelMaxLength) problems.phoneModel = { kind: 'required' };
  if (!input.channelUrl.trim()) problems.channelUrl = { kind: 'required' };
  else if (!isWebAddress(input.channelUrl.trim())) problems.channelUrl = { kind: 'url' };
  const motivation = input.motivation.trim().length;
  if (motivation < motivationLength.min || motivation > motivationLength.max)
    problems.motivation = { kind: 'length', ...motivationLength };
  return problems;
}
