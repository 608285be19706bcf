/**
 * The server's modules, lowest layer first (docs/ARCHITECTURE.md, "Modules and their order"). A
 * module imports only modules of a lower layer, and only through their front door (`index.ts`);
 * modules of one layer do not import each other. `platform/` sits below every module and imports
 * none; the composition root (`app.ts`, `main.ts`) and the demo seed sit above them all.
 * A new module takes a place here before its first import; the lint step refuses it otherwise.
 */
export const moduleLayers = [
  // The community itself: settings, regions, languages, operators, uploads.
  ['site'],
  // Who members are, their sessions and account standing.
  ['identity'],
  // What reaches a member: message-centre lines and their tabs' events; the staff log.
  ['notifications', 'staffLog'],
  // The forum's structure: boards, sections and the board catalogue.
  ['boards'],
  // Bans, board bans, moderators' boards, watched words.
  ['moderation'],
  ['certification'],
  // Members with members: follows, blocks, mentions, the member directory.
  ['social'],
  // Points, Coins, levels, medals and missions.
  ['gamification'],
  ['checkIn', 'promotions', 'feedback', 'questionnaires'],
  // Posts and what hangs on them.
  ['posts'],
  ['comments', 'collections', 'contentPages', 'events', 'discovery'],
  ['reports', 'search', 'feeds', 'yearInReview'],
  // The message centre (reads over everything it reports) and private letters.
  ['messages'],
  // Pages drawn on the server: they read through every module above.
  ['pages'],
];
