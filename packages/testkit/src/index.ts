export { loginOverHttp, startServer } from './server.ts';
export type { RunningServer } from './server.ts';
