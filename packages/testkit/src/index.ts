export { loginOverHttp, startServer } from './server.ts';
export type { RunningServer } from './server.ts';
export { blackPng, solidPng, twoColourPng } from './images.ts';
export { submitLoginForm } from './login.ts';
export { box, ftyp, hdlr, largeBox, tkhd, trak, videoFile } from './video.ts';
