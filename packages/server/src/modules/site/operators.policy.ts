/**
 * Operators run the community: they grant rewards earned offline, award medals by hand and change
 * community settings. Only admins; moderators look after content and grant nothing, and a banned
 * account does nothing at all. The same rule routes check before reading an operator's call.
 */
export { isOperator } from '../../platform/http/callerAccess.ts';

/** Operators' calls are made by hand: more than this a minute is a script gone wrong or a stolen account. */
export const operatorRateLimit = { max: 30, timeWindow: '1 minute' };
