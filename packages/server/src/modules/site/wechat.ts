import crypto from 'node:crypto';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';

const wechatApi = 'https://api.weixin.qq.com/cgi-bin';

/** The JS-SDK signature WeChat documents: SHA-1 over the sorted, joined fields. */
export function jssdkSignature(fields: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const text = `jsapi_ticket=${fields.ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${fields.url}`;
  return crypto.createHash('sha1').update(text).digest('hex');
}

/**
 * Signs a page address for WeChat's share SDK. The jsapi ticket is fetched with the account's
 * credentials and reused until shortly before it expires (WeChat limits how often it may be asked).
 */
export function createWechatSigner(deps: Deps) {
  let ticket: { value: Promise<string>; expiresAt: number } | undefined;

  /** One fetch at a time, shared by every request waiting for it (WeChat rations token calls). */
  function currentTicket(appId: string, appSecret: string): Promise<string> {
    const now = deps.clock.now().getTime();
    if (ticket && ticket.expiresAt > now) return ticket.value;
    const pending = fetchTicket(appId, appSecret);
    // Until it answers, and for a minute after a refusal, everyone shares this attempt.
    const attempt = { value: pending.then((fetched) => fetched.ticket), expiresAt: now + 60_000 };
    ticket = attempt;
    pending.then(
      (fetched) => {
        if (ticket === attempt)
          ticket = { value: attempt.value, expiresAt: now + (fetched.expiresInSeconds - 300) * 1000 };
      },
      () => undefined,
    );
    return attempt.value;
  }

  async function fetchTicket(appId: string, appSecret: string) {
    const timeout = { signal: AbortSignal.timeout(5_000) };
    const tokenResponse = await fetch(
      `${wechatApi}/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(appSecret)}`,
      timeout,
    );
    const token = (await tokenResponse.json()) as { access_token?: string; errmsg?: string };
    if (!token.access_token) throw new Error(`WeChat token refused: ${token.errmsg ?? tokenResponse.status}`);
    const ticketResponse = await fetch(
      `${wechatApi}/ticket/getticket?type=jsapi&access_token=${encodeURIComponent(token.access_token)}`,
      timeout,
    );
    const fetched = (await ticketResponse.json()) as {
      ticket?: string;
      expires_in?: number;
      errmsg?: string;
    };
    if (!fetched.ticket) throw new Error(`WeChat ticket refused: ${fetched.errmsg ?? ticketResponse.status}`);
    return { ticket: fetched.ticket, expiresInSeconds: fetched.expires_in ?? 7200 };
  }

  return async function signUrl(url: string) {
    const credentials = deps.config.wechat;
    if (!credentials) throw new AppError('NOT_CONFIGURED');
    const pageUrl = url.split('#')[0]!;
    const nonceStr = crypto.randomBytes(8).toString('hex');
    const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
    const signature = jssdkSignature({
      ticket: await currentTicket(credentials.appId, credentials.appSecret),
      nonceStr,
      timestamp,
      url: pageUrl,
    });
    return { appId: credentials.appId, timestamp, nonceStr, signature };
  };
}
