/**
 * Method, path and auth of every call, without schemas: the web bundle reads these to call the API
 * without shipping zod, while the schema files (`<domain>.ts`) spread them into full endpoints, so a
 * path is written exactly once. Paths are relative to `/api` with `:param` segments.
 */
export type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: 'required' | 'optional';
  access?: CallerAccess;
};

/**
 * Who may make an operator's call beyond being signed in, declared beside the call and checked by
 * the server before it reads the request (a visitor gets 401, a banned account 403 USER_BANNED, a
 * member 403 FORBIDDEN, whatever they sent): `operator`, admins; `staff`, moderators and admins
 * (which boards a moderator acts on is the moderation policy's).
 */
export type CallerAccess = 'operator' | 'staff';
const calls = <const T extends Record<string, Call>>(table: T) => table;

export const identityCalls = calls({
  profile: { method: 'GET', path: '/account/profile', auth: 'required' },
  badge: { method: 'GET', path: '/account/badge', auth: 'required' },
  appKey: { method: 'GET', path: '/auth/appkey', auth: 'optional' },
  logout: { method: 'POST', path: '/auth/logout', auth: 'optional' },
  updateCountry: { method: 'PUT', path: '/account/country/:code', auth: 'required' },
  updateInformation: { method: 'PUT', path: '/account/information', auth: 'required' },
});

export const accountProviderCalls = calls({
  interaction: { method: 'GET', path: '/idp/interaction/:uid/details', auth: 'optional' },
  login: { method: 'POST', path: '/idp/interaction/:uid/login', auth: 'optional' },
  register: { method: 'POST', path: '/idp/interaction/:uid/register', auth: 'optional' },
  account: { method: 'GET', path: '/idp/account', auth: 'optional' },
});

export const siteCalls = calls({
  navigation: { method: 'GET', path: '/website-navigation', auth: 'optional' },
  topSector: { method: 'GET', path: '/index/top-sector', auth: 'optional' },
  banners: { method: 'GET', path: '/index/banners', auth: 'optional' },
  activeCountryList: { method: 'GET', path: '/constant/active-country-list', auth: 'optional' },
  country: { method: 'GET', path: '/constant/country', auth: 'optional' },
  activeCountry: { method: 'GET', path: '/constant/active-country', auth: 'optional' },
  grayMode: { method: 'GET', path: '/constant/gray-mode', auth: 'optional' },
  languages: { method: 'GET', path: '/language', auth: 'optional' },
  echatsoftChatUrl: { method: 'GET', path: '/account/echatsoft-chat-url', auth: 'required' },
  wechatJssdkConfig: { method: 'GET', path: '/wechat/jssdk-config', auth: 'optional' },
  logCookiePrivacyAccept: { method: 'POST', path: '/account/log/cookieprivacy/accept', auth: 'optional' },
  logCookiePrivacyManageDone: {
    method: 'POST',
    path: '/account/log/cookieprivacymanage/done',
    auth: 'optional',
  },
  logVisitAccept: { method: 'POST', path: '/account/log/visit/accept', auth: 'optional' },
  config: { method: 'GET', path: '/site/config', auth: 'optional' },
  health: { method: 'GET', path: '/health', auth: 'optional' },
});

export const messagesCalls = calls({
  badge: { method: 'GET', path: '/message/badge', auth: 'required' },
  list: { method: 'GET', path: '/message/list', auth: 'required' },
  markRead: { method: 'PUT', path: '/message/:id/read', auth: 'required' },
  markAllRead: { method: 'PUT', path: '/message/read', auth: 'required' },
});

/**
 * Private letters between two members (spec §7). `userId` is always the other member: a member can
 * only ever name their own conversations.
 */
export const privateLettersCalls = calls({
  credentials: { method: 'GET', path: '/private-letter/tencent-cloud-im', auth: 'required' },
  conversations: { method: 'GET', path: '/private-letter/conversations', auth: 'required' },
  history: { method: 'GET', path: '/private-letter/message-history/:userId', auth: 'required' },
  newer: { method: 'GET', path: '/private-letter/message-new/:userId', auth: 'required' },
  send: { method: 'POST', path: '/private-letter/message', auth: 'required' },
  withdraw: { method: 'PUT', path: '/private-letter/message/:messageId', auth: 'required' },
  markRead: { method: 'PUT', path: '/private-letter/conversations/:userId/read', auth: 'required' },
  block: { method: 'POST', path: '/private-letter/blacklist/:userId', auth: 'required' },
  settings: { method: 'GET', path: '/private-letter/settings', auth: 'required' },
  updateSettings: { method: 'PUT', path: '/private-letter/settings', auth: 'required' },
});

export const boardsCalls = calls({
  list: { method: 'GET', path: '/forum/list', auth: 'optional' },
  detail: { method: 'GET', path: '/forum/:id', auth: 'optional' },
  openToCountry: { method: 'GET', path: '/forum/:id/:countryCode', auth: 'optional' },
  isEuProduct: { method: 'GET', path: '/forum/is-eu-product/:id', auth: 'optional' },
  follow: { method: 'PUT', path: '/forum/:id/follow', auth: 'required' },
  unfollow: { method: 'DELETE', path: '/forum/:id/follow', auth: 'required' },
});

export const socialCalls = calls({
  profile: { method: 'GET', path: '/user/:id', auth: 'optional' },
  follow: { method: 'PUT', path: '/user/:id/follow', auth: 'required' },
  unfollow: { method: 'DELETE', path: '/user/:id/follow', auth: 'required' },
  followers: { method: 'GET', path: '/user/:id/followers', auth: 'optional' },
  following: { method: 'GET', path: '/user/:id/following', auth: 'optional' },
  markFollowersSeen: { method: 'POST', path: '/account/followers/seen', auth: 'required' },
  block: { method: 'PUT', path: '/user/:id/block', auth: 'required' },
  unblock: { method: 'DELETE', path: '/user/:id/block', auth: 'required' },
  blocked: { method: 'GET', path: '/account/blocked', auth: 'required' },
  suggest: { method: 'GET', path: '/members/suggest', auth: 'required' },
});

export const postsCalls = calls({
  publish: { method: 'POST', path: '/posts', auth: 'required' },
  edit: { method: 'PUT', path: '/posts/:id', auth: 'required' },
  remove: { method: 'DELETE', path: '/posts/:id', auth: 'required' },
  detail: { method: 'GET', path: '/posts/:id', auth: 'optional' },
  boardPosts: { method: 'GET', path: '/forum/:id/posts', auth: 'optional' },
  memberPosts: { method: 'GET', path: '/user/:id/posts', auth: 'optional' },
  myFavourites: { method: 'GET', path: '/account/favourites', auth: 'required' },
  like: { method: 'PUT', path: '/posts/:id/like', auth: 'required' },
  unlike: { method: 'DELETE', path: '/posts/:id/like', auth: 'required' },
  favourite: { method: 'PUT', path: '/posts/:id/favourite', auth: 'required' },
  unfavourite: { method: 'DELETE', path: '/posts/:id/favourite', auth: 'required' },
  feature: { method: 'PUT', path: '/posts/:id/featured', auth: 'required' },
  share: { method: 'POST', path: '/posts/:id/shares', auth: 'required' },
  vote: { method: 'POST', path: '/posts/:id/poll/votes', auth: 'required' },
  drafts: { method: 'GET', path: '/drafts', auth: 'required' },
  draft: { method: 'GET', path: '/drafts/:id', auth: 'required' },
  saveDraft: { method: 'POST', path: '/drafts', auth: 'required' },
  updateDraft: { method: 'PUT', path: '/drafts/:id', auth: 'required' },
  deleteDraft: { method: 'DELETE', path: '/drafts/:id', auth: 'required' },
  clearDrafts: { method: 'DELETE', path: '/drafts', auth: 'required' },
  markDraftsSeen: { method: 'POST', path: '/drafts/seen', auth: 'required' },
});

export const commentsCalls = calls({
  list: { method: 'GET', path: '/posts/:id/comments', auth: 'optional' },
  create: { method: 'POST', path: '/posts/:id/comments', auth: 'required' },
  replies: { method: 'GET', path: '/comments/:id/replies', auth: 'optional' },
  one: { method: 'GET', path: '/comments/:id', auth: 'optional' },
  remove: { method: 'DELETE', path: '/comments/:id', auth: 'required' },
  like: { method: 'PUT', path: '/comments/:id/like', auth: 'required' },
  unlike: { method: 'DELETE', path: '/comments/:id/like', auth: 'required' },
  mine: { method: 'GET', path: '/account/comments', auth: 'required' },
});

export const feedsCalls = calls({
  following: { method: 'GET', path: '/feeds/following', auth: 'required' },
  recommended: { method: 'GET', path: '/feeds/recommended', auth: 'optional' },
});

export const uploadsCalls = calls({
  image: { method: 'POST', path: '/upload/img', auth: 'required' },
  video: { method: 'POST', path: '/upload/video', auth: 'required' },
  file: { method: 'POST', path: '/upload/file', auth: 'required' },
  letterImage: { method: 'POST', path: '/upload/private-letter-img', auth: 'required' },
  letterVideo: { method: 'POST', path: '/upload/private-letter-video', auth: 'required' },
});

// The rewards calls (missions, Coins, medals, the brand page task) are in `rewardCalls.ts`, the
// check-in calls in `checkInCalls.ts`.

/**
 * Moderation (staff): bans (community-wide, or from the boards a moderator looks after), and the staff log every moderation action is written to; operators set
 * members' roles, levels and editor groups from the console's Members section.
 */
export const moderationCalls = calls({
  banMember: { method: 'PUT', path: '/moderation/members/:id/ban', auth: 'required', access: 'staff' },
  liftBan: { method: 'DELETE', path: '/moderation/members/:id/ban', auth: 'required', access: 'staff' },
  banFromBoard: {
    method: 'PUT',
    path: '/moderation/members/:id/boards/:boardId/ban',
    auth: 'required',
    access: 'staff',
  },
  liftBoardBan: {
    method: 'DELETE',
    path: '/moderation/members/:id/boards/:boardId/ban',
    auth: 'required',
    access: 'staff',
  },
  staffLog: { method: 'GET', path: '/moderation/log', auth: 'required', access: 'staff' },
  moderatePost: { method: 'PUT', path: '/posts/:id/moderation', auth: 'required', access: 'staff' },
  moderateBoardPosts: { method: 'PUT', path: '/forum/:id/moderation', auth: 'required', access: 'staff' },
  moderateComment: { method: 'PUT', path: '/comments/:id/moderation', auth: 'required', access: 'staff' },
  approvalQueue: { method: 'GET', path: '/moderation/approvals', auth: 'required', access: 'staff' },
  members: { method: 'GET', path: '/moderation/members', auth: 'required', access: 'staff' },
  setMemberRole: { method: 'PUT', path: '/admin/members/:id/role', auth: 'required', access: 'operator' },
  setMemberLevel: { method: 'PUT', path: '/admin/members/:id/level', auth: 'required', access: 'operator' },
  editorGroups: { method: 'GET', path: '/admin/editor-groups', auth: 'required', access: 'operator' },
  setMemberEditorGroups: {
    method: 'PUT',
    path: '/admin/members/:id/editor-groups',
    auth: 'required',
    access: 'operator',
  },
});

/** Reporting a post, a comment or a member (spec §3 Report, §4); the queue is moderators'. */
export const reportCalls = calls({
  file: { method: 'POST', path: '/reports', auth: 'required' },
  queue: { method: 'GET', path: '/moderation/reports', auth: 'required', access: 'staff' },
  handle: { method: 'PUT', path: '/moderation/reports/:id', auth: 'required', access: 'staff' },
});

/** Feedback to the community's team (spec §3, §5); operators answer it in the console. */
export const feedbackCalls = calls({
  submit: { method: 'POST', path: '/feedback', auth: 'required' },
  mine: { method: 'GET', path: '/feedback/mine', auth: 'required' },
  all: { method: 'GET', path: '/admin/feedback', auth: 'required', access: 'operator' },
  answer: { method: 'PUT', path: '/admin/feedback/:id/answer', auth: 'required', access: 'operator' },
});

/**
 * Operators shape the community (role admin): boards and their sections — create, change, close,
 * restrict to groups or countries, order — and the links of the header navigation and top sector.
 */
export const structureOperatorCalls = calls({
  boards: { method: 'GET', path: '/admin/boards', auth: 'required', access: 'operator' },
  createBoard: { method: 'POST', path: '/admin/boards', auth: 'required', access: 'operator' },
  updateBoard: { method: 'PUT', path: '/admin/boards/:id', auth: 'required', access: 'operator' },
  orderBoards: { method: 'PUT', path: '/admin/board-order', auth: 'required', access: 'operator' },
  createSection: { method: 'POST', path: '/admin/boards/:id/sections', auth: 'required', access: 'operator' },
  updateSection: { method: 'PUT', path: '/admin/sections/:id', auth: 'required', access: 'operator' },
  orderSections: {
    method: 'PUT',
    path: '/admin/boards/:id/section-order',
    auth: 'required',
    access: 'operator',
  },
  links: { method: 'GET', path: '/admin/links/:place', auth: 'required', access: 'operator' },
  createLink: { method: 'POST', path: '/admin/links/:place', auth: 'required', access: 'operator' },
  updateLink: { method: 'PUT', path: '/admin/links/:place/:id', auth: 'required', access: 'operator' },
  deleteLink: { method: 'DELETE', path: '/admin/links/:place/:id', auth: 'required', access: 'operator' },
  orderLinks: { method: 'PUT', path: '/admin/link-order/:place', auth: 'required', access: 'operator' },
});

/** Search of posts and members (spec §2 `/search`): open to visitors, finding only what they may read. */
export const searchCalls = calls({
  posts: { method: 'GET', path: '/search/posts', auth: 'optional' },
  members: { method: 'GET', path: '/search/members', auth: 'optional' },
});

/** Operators' calls (role admin): rewards earned offline, medals by hand, community settings. */
export const operatorCalls = calls({
  grantReward: { method: 'POST', path: '/admin/rewards', auth: 'required', access: 'operator' },
  grantMedal: { method: 'POST', path: '/admin/medals/:id/grant', auth: 'required', access: 'operator' },
  updateSetting: { method: 'PUT', path: '/admin/settings/:key', auth: 'required', access: 'operator' },
  settings: { method: 'GET', path: '/admin/settings', auth: 'required', access: 'operator' },
});
