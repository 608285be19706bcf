import { AppError } from '../../platform/http/errors.ts';
import type { SettingsStore } from './settings.ts';
import { isSettingKey, parseSetting } from './settings.ts';

/**
 * An operator changes a community setting. The value is checked by that setting's own schema (the
 * same one reads use), and the store announces the change so every node reads it afresh at once.
 */
export async function updateSetting(settings: SettingsStore, key: string, value: unknown) {
  if (!isSettingKey(key)) throw new AppError('SETTING_NOT_FOUND');
  const parsed = parseSetting(key, value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[['body', 'value', ...issue.path.map(String)].join('.')] ??= issue.message;
    throw new AppError('VALIDATION_FAILED', { fields });
  }
  await settings.set(key, parsed.data);
  return { key, value: parsed.data };
}
