export { answerDeadlineMs, loginOverHttp, serverBundle, startServer } from './server.ts';
export type { RunningServer } from './server.ts';
export { blackPng, noisyPng, solidPng, twoColourPng } from './images.ts';
export { submitLoginForm } from './login.ts';
export { testServerSettings } from './testSettings.ts';
export { tcpProxy } from './tcpProxy.ts';
export type { TcpProxy } from './tcpProxy.ts';
export { box, ftyp, hdlr, largeBox, tkhd, trak, videoFile } from './video.ts';
