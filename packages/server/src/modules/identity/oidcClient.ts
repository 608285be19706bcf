import * as oidc from 'openid-client';

export type RelyingParty = {
  issuer: string;
  /** What member rows record as their issuer. */
  issuerKey: string;
  clientId: string;
  /** Discovers the issuer once; a failed discovery is retried on the next login. */
  configuration(): Promise<oidc.Configuration>;
};

/**
 * The forum as an OpenID Connect client (authorization code + PKCE). `fetchOverride` lets the embedded
 * provider answer in-process instead of the server calling its own public address over the network.
 */
export function createRelyingParty(options: {
  issuer: string;
  issuerKey?: string;
  clientId: string;
  clientSecret: string;
  fetchOverride?: typeof fetch;
}): RelyingParty {
  let pending: Promise<oidc.Configuration> | undefined;
  const discover = async () => {
    const url = new URL(options.issuer);
    const configuration = await oidc.discovery(
      url,
      options.clientId,
      { client_secret: options.clientSecret },
      oidc.ClientSecretBasic(options.clientSecret),
      {
        ...(url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        ...(options.fetchOverride ? { [oidc.customFetch]: options.fetchOverride as oidc.CustomFetch } : {}),
      },
    );
    if (options.fetchOverride) configuration[oidc.customFetch] = options.fetchOverride as oidc.CustomFetch;
    return configuration;
  };
  return {
    issuer: options.issuer,
    issuerKey: options.issuerKey ?? options.issuer,
    clientId: options.clientId,
    configuration() {
      pending ??= discover().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}

export type LoginTransaction = { state: string; nonce: string; verifier: string; returnTo: string };

export async function buildLoginRedirect(
  rp: RelyingParty,
  redirectUri: string,
  returnTo: string,
  screen?: 'register',
) {
  const configuration = await rp.configuration();
  const verifier = oidc.randomPKCECodeVerifier();
  const transaction: LoginTransaction = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    returnTo,
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
    ...(screen ? { screen } : {}),
  });
  return { url: url.href, transaction };
}

export async function exchangeCode(rp: RelyingParty, callbackUrl: URL, transaction: LoginTransaction) {
  const configuration = await rp.configuration();
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: transaction.verifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('the provider returned no ID token');
  // Providers may keep profile claims out of the ID token; the UserInfo endpoint has them all.
  const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
  return { claims: { ...idClaims, ...userInfo }, idToken: tokens.id_token, accessToken: tokens.access_token };
}

export async function buildLogoutRedirect(
  rp: RelyingParty,
  idToken: string | undefined,
  postLogoutRedirectUri: string,
) {
  const configuration = await rp.configuration();
  if (!configuration.serverMetadata().end_session_endpoint) return null;
  return oidc.buildEndSessionUrl(configuration, {
    post_logout_redirect_uri: postLogoutRedirectUri,
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).href;
}
