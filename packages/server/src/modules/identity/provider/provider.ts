import { escapeHtml } from '@fanzone/contract';
import crypto from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import Provider from 'oidc-provider';
import type { Deps } from '../../../platform/deps.ts';
import { postgresAdapterFor } from './oidcAdapter.ts';
import { findAccountById } from './provider.queries.ts';

export const providerMountPath = '/oidc';
/** How forum members of the embedded provider record their issuer: stable when PUBLIC_URL changes. */
export const embeddedIssuerKey = 'embedded';
export const embeddedClientId = 'fanzone-web';
export const interactionPath = (uid: string) => `/api/idp/interaction/${uid}`;

export type EmbeddedProvider = {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

/** Secrets the embedded provider needs, generated on first start (see platform/secrets.ts). */
export const providerSecretGenerators = {
  idp_signing_key: () => {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    return JSON.stringify({
      ...privateKey.export({ format: 'jwk' }),
      kid: crypto.randomUUID(),
      alg: 'RS256',
      use: 'sig',
    });
  },
  idp_cookie_key: () => crypto.randomBytes(32).toString('base64url'),
  idp_client_secret: () => crypto.randomBytes(32).toString('base64url'),
};

/**
 * The embedded account provider (ARCHITECTURE §6): a standards-compliant OpenID Connect provider
 * (oidc-provider) with PKCE required, so the forum signs in through the same authorization-code flow
 * it would use with any external issuer.
 */
export function createEmbeddedProvider(deps: Deps): EmbeddedProvider {
  const issuer = `${deps.config.publicUrl}${providerMountPath}`;
  const clientSecret = deps.secrets.get('idp_client_secret')!;
  const signingKey = JSON.parse(deps.secrets.get('idp_signing_key')!) as Record<string, string>;

  const configuration: Configuration = {
    adapter: postgresAdapterFor(deps.db, deps.clock),
    clients: [
      {
        client_id: embeddedClientId,
        client_secret: clientSecret,
        client_name: 'Fanzone',
        redirect_uris: [`${deps.config.publicUrl}/api/auth/callback-login`],
        post_logout_redirect_uris: [`${deps.config.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [signingKey] },
    cookies: { keys: [deps.secrets.get('idp_cookie_key')!] },
    claims: { openid: ['sub'], profile: ['preferred_username'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'profile', 'email'],
    extraParams: ['screen'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource },
    },
    ttl: {
      Session: 30 * 86_400,
      Interaction: 3_600,
      AuthorizationCode: 60,
      Grant: 30 * 86_400,
      IdToken: 3_600,
      AccessToken: 3_600,
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    // The forum is this provider's own first-party client: no consent screen, the grant is implied.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const account = await findAccountById(deps.db, id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          preferred_username: account.username,
          email: account.email,
          email_verified: false,
        }),
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Fanzone',
        `<h1>${escapeHtml(String(out.error))}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p><p><a href="/">Fanzone</a></p>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = deps.config.trustProxy !== 0;
  return { provider, issuer, clientId: embeddedClientId, clientSecret };
}

/** The end-session confirmation submits itself: the member already confirmed in the forum. */
async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  const nonce = crypto.randomBytes(16).toString('base64');
  ctx.set('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; form-action 'self'`);
  ctx.body = page(
    'Fanzone',
    `${form}<noscript><button form="op.logoutForm" type="submit" name="logout" value="yes">Log out</button></noscript>
<script nonce="${nonce}">var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script>`,
  );
}

function page(title: string, body: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body>${body}</body></html>`;
}
