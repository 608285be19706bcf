import type Provider from 'oidc-provider';
import type { ProviderSessions } from '../sessions.ts';

/**
 * How a forum login is tied to the embedded provider's session: the access token the forum received
 * names the provider session it was issued in (`sessionUid`), and ending that session does what the
 * provider's own logout page does — drops the grants given in it (with their codes and tokens) and
 * the session record, so its cookie no longer signs anyone in.
 */
export function embeddedProviderSessions(provider: Provider): ProviderSessions {
  return {
    async sessionOf(accessToken) {
      return (await provider.AccessToken.find(accessToken))?.sessionUid;
    },
    async end(sessionUid) {
      const session = await provider.Session.findByUid(sessionUid);
      if (!session) return;
      for (const { grantId } of Object.values(session.authorizations ?? {})) {
        if (!grantId) continue;
        await provider.AccessToken.revokeByGrantId(grantId);
        await provider.Grant.adapter.destroy(grantId);
      }
      await session.destroy();
    },
  };
}
