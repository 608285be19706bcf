import { regions } from '@fanzone/contract';
import crypto from 'node:crypto';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';

/**
 * The customer-service chat address for a member (China and India). The chat vendor learns who is
 * asking from a signed, timestamped member id, so nobody can open a chat in another member's name.
 */
export function customerServiceUrl(
  deps: Deps,
  viewer: Viewer,
  platform: 'mobile' | 'pc',
  locale: string,
): string {
  if (!regions[deps.config.region].features.customerService) throw new AppError('FEATURE_OFF');
  const settings = deps.config.echatsoft;
  const template = platform === 'pc' ? settings?.pcUrl : settings?.mobileUrl;
  if (!settings || !template) throw new AppError('NOT_CONFIGURED');
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000).toString();
  const user = viewer.id.toString();
  const signature = crypto.createHmac('sha256', settings.secret).update(`${user}.${timestamp}`).digest('hex');
  const fill: Record<string, string> = { user, timestamp, signature, locale, platform };
  return template.replace(
    /%7B(\w+)%7D|\{(\w+)\}/g,
    (match, encoded: string | undefined, plain: string | undefined) => {
      const value = fill[(encoded ?? plain)!];
      return value === undefined ? match : encodeURIComponent(value);
    },
  );
}
