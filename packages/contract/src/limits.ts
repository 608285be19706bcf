/**
 * Business constants and limits of spec §9. Both the server (which enforces them) and the web app
 * (which mirrors them for fast feedback) read them from here; nothing retypes a number.
 */
const MB = 1024 * 1024;

export const limits = {
  /** Any request's JSON (a draft's form data is the deepest, a few levels): deeper is refused before it is read. */
  input: { maxJsonDepth: 32 },
  upload: {
    coverMaxBytes: 5 * MB,
    coverAspectRatio: 16 / 9,
    pictureMaxBytes: 20 * MB,
    fileMaxBytes: 50 * MB,
    videoMaxBytes: 200 * MB,
    /**
     * What an image may be once decoded, checked from its header before a pixel is decoded: a small
     * file can describe a huge picture (a decompression bomb). A 48 MP phone photo and a 16k
     * panorama fit; decoded bytes count bit depth and channels, so 16-bit pictures get fewer pixels.
     * Animations are bounded by their frames and by the pixels of all frames together.
     */
    image: {
      maxSide: 16_384,
      maxMegapixels: 50,
      /** An 8-bit RGBA picture of `maxMegapixels`. */
      maxDecodedBytes: 200 * MB,
      maxFrames: 300,
      maxAnimationMegapixels: 12,
    },
  },
  poll: { optionMaxLength: 15, titleMaxLength: 100, minOptions: 2 },
  post: {
    titleMaxLength: 100,
    /** Sanitised HTML a post may hold; far above any word limit, it only stops abuse. */
    contentMaxChars: 200_000,
    excerptChars: 160,
    tagMaxLength: 24,
    categoryMaxLength: 40,
    /** Images shown on a post card in lists. */
    cardImages: 3,
    attachmentNameMaxLength: 120,
  },
  bugReport: {
    descriptionWords: { min: 10, max: 150 },
    fieldMaxLength: 200,
    pathMaxLength: 2000,
    contactMaxLength: 100,
  },
  comment: { maxImages: 3, previewReplies: 2 },
  drafts: { maxPerMember: 50 },
  lists: { pageSize: 20 },
  /** Reports (spec §3, §9): up to 2 reasons, a few supporting images, reviewed in 1–3 working days. */
  report: {
    maxReasons: 2,
    maxImages: 3,
    detailsMaxLength: 500,
    reviewWorkingDays: { min: 1, max: 3 },
    /** The reports of one target a moderator sees in the queue (the count covers them all). */
    queueReportsShown: 10,
  },
  /**
   * A moderation action's reason, as staff type it: a sentence or two, shown to the member. Bans are
   * offered for these many days, or for good.
   */
  moderation: {
    reasonMaxLength: 500,
    bulkMaxPosts: 50,
    banDays: [1, 3, 7, 30],
    /** A name search in the console's Members section: the start of a username. */
    memberQueryMaxLength: 40,
    /** Members a name search offers to pick from (giving a medal by hand). */
    memberPicksShown: 5,
    /** Boards one moderator may be given (more is what "every board" is for). */
    moderatedBoardsMax: 50,
    /** Editor groups one member may be put in at once (communities have a handful). */
    editorGroupsMax: 50,
  },
  /** Feedback (spec §3, §9): the description in 10–150 words, a few pictures, an operator's answer. */
  feedback: {
    detailWords: { min: 10, max: 150 },
    descriptionMaxChars: 3000,
    maxImages: 3,
    answerMaxLength: 2000,
  },
  /** Events and campaigns (spec §1 photo-story campaign): what operators write and what a ranking shows. */
  events: {
    titleMaxLength: 120,
    rulesMaxLength: 5000,
    maxCountries: 60,
    maxPrizes: 10,
    /** The lowest rank a prize may name. */
    maxRank: 1000,
    maxCoins: 100_000,
    /** Entries a ranking answer shows (the prize ranks and well beyond). */
    rankingSize: 50,
    /** Working days within which awards are delivered, unless operators say otherwise (spec §1). */
    deliveryWorkingDays: 15,
    maxDeliveryWorkingDays: 120,
    delivery: { recipientMaxLength: 100, phoneMaxLength: 40, addressMaxLength: 300 },
  },
  selection: { maxItems: 2 },
  chat: {
    maxTextLength: 2000,
    withdrawWindowSeconds: 300,
    timeLabelGapSeconds: 300,
    clockRefreshSeconds: 3,
    textareaRows: { mobile: 1, desktop: 4 },
    imageDisplayMax: { width: 395, height: 300 },
    mobileImageDisplayHeight: 160,
  },
  points: { validYears: 2 },
  /**
   * Growth levels (spec §6): level n needs the n-th growth value of the community's ladder (the
   * `growthLevels` setting), which holds at most `max` levels. An operator who sets a member's level
   * by hand stays within the ladder the community uses now; these are its outer bounds.
   */
  levels: { min: 1, max: 100 },
  questionnaire: {
    codeMaxLength: 40,
    titleMaxLength: 100,
    descriptionMaxLength: 2000,
    questionsMax: 50,
    promptMaxLength: 500,
    optionsMin: 2,
    optionsMax: 10,
    optionMaxLength: 200,
    pointsMax: 100,
    attemptsMax: 100,
  },
  catalogue: {
    codeMaxLength: 40,
    titleMaxLength: 100,
    descriptionMaxLength: 300,
    targetMax: 100_000,
    rewardMax: 100_000,
    /** Where an item sorts among the others of its catalogue (smaller first). */
    positionMax: 10_000,
  },
  /** What operators write when they shape the community (console: boards and sections, navigation). */
  structure: {
    boardNameMaxLength: 60,
    boardDescriptionMaxLength: 300,
    sectionNameMaxLength: 40,
    linkTitleMaxLength: 30,
    linkResourceMaxLength: 500,
    iconUrlMaxLength: 500,
    /** Items put in order in one call: more siblings than any community has. */
    orderedMax: 200,
  },
  /** The app-only content pages operators write (realme club, warranties, discover and its models). */
  contentPages: {
    titleMaxLength: 80,
    /** Sanitised HTML of one language's body: a long warranty text fits many times over. */
    bodyMaxChars: 100_000,
    pictureUrlMaxLength: 500,
    modelNameMaxLength: 60,
    modelSummaryMaxLength: 200,
    /** A model's specs, one per line. */
    modelSpecsMaxLength: 1_000,
    /** Models on the discover page: a brand's current line-up, with room to spare. */
    modelsMax: 100,
  },
  /** Topics and collections operators curate (spec §3), the video feed and boards' banners. */
  collections: {
    titleMaxLength: 80,
    descriptionMaxLength: 1_000,
    coverUrlMaxLength: 500,
    /** Posts one topic or collection holds, in the operators' order. */
    postsMax: 200,
    /** Video posts one page of the video feed brings (each one fills the screen). */
    videoFeedPageSize: 5,
    /** A banner's link type the apps know and the web may not (spec §8: 'Please visit the app to view'). */
    bannerTypeMaxLength: 30,
    /** Banners on one board's page. */
    boardBannersMax: 20,
  },
  search: {
    keywordMaxLength: 100,
    /** The newest posts holding a query that are ranked: a common word's matches are many. */
    candidates: 500,
    /** Characters of a post's text shown around its first match. */
    excerptLength: 140,
  },
  /** Promotions operators write (the free-gift page): code, texts per language, where they hold. */
  promotions: {
    codeMaxLength: 40,
    titleMaxLength: 120,
    bodyMaxLength: 2000,
    maxCountries: 50,
    /** An IANA time zone's name ("America/Argentina/ComodRivadavia" is among the longest). */
    timeZoneMaxLength: 64,
  },
  /** What a member tells the team to join the Friends Club, and an operator's reason for a refusal. */
  certification: {
    realNameMaxLength: 60,
    phoneModelMaxLength: 60,
    channelUrlMaxLength: 300,
    motivationLength: { min: 20, max: 1000 },
    reasonMaxLength: 300,
  },
  /** The years a year in review may be asked for: from the community's first year to the current one. */
  yearInReview: { firstYear: 2018 },
  checkIn: {
    homeStripDays: 7,
    homeStripDaysBefore: 4,
    homeStripDaysAfter: 2,
    weekDays: 7,
    historyMaxDays: 62,
  },
  popularityTiers: [
    { minLikes: 1, maxLikes: 10 },
    { minLikes: 11, maxLikes: 20 },
  ],
  ui: {
    /** Desktop layout starts above this body width (spec §2: "body width up to 960 px" is mobile). */
    mobileMaxWidth: 960,
    logoClickDebounceMs: 320,
    headerHideScrollPx: 200,
    loadMoreThresholdPx: 200,
    qrCodeWidthPx: 80,
    recentlySeconds: 60,
    chunkTimeoutMs: 120_000,
    /**
     * How long after the page started the answers embedded in it (its first calls) stand in for a
     * call: long enough for a slow network to load the scripts, short enough not to show old data.
     */
    firstViewAnswersFreshMs: 120_000,
    storeRedirectDelayMs: 2_000,
    imageDisplayClamp: { web: { min: 160, max: 220 }, app: { min: 128, max: 228 } },
  },
  /**
   * What any page's first view may download of script before it is usable, brotli-compressed as the
   * build ships it (ARCHITECTURE §9). The web build fails above it (`web/build/scriptBudget.ts`).
   */
  firstViewScriptBytes: 100 * 1024,
  cookies: { lifetimeSeconds: 33_696_000 },
  /** The sitemap protocol's own limit on addresses in one file (sitemaps.org). */
  sitemap: { maxUrlsPerFile: 50_000 },
  /** What a page's head says of it: a description as long as search results show. */
  pageHead: { descriptionMaxLength: 200 },
  /** Entries in a board's Atom feed: its newest posts, one list page. */
  boardFeed: { entries: 20 },
  browseTaskSeconds: 15,
  errorReportingSampleRate: 0.1,
  account: {
    usernameMinLength: 3,
    usernameMaxLength: 24,
    passwordMinLength: 8,
    passwordMaxLength: 128,
    emailMaxLength: 254,
  },
  /**
   * The ranges of the community settings operators change in the console (the server's setting
   * schemas read them too).
   */
  settings: {
    communityNameMaxLength: 60,
    reportsToHide: { min: 0, max: 100 },
    approveFirstPosts: { min: 0, max: 20 },
    editOwnPostMinLevel: { min: 1, max: 100 },
    makeUpChancesPerWeek: { min: 0, max: 7 },
    watchedWordsMax: 500,
    watchedWordMaxLength: 50,
  },
} as const;

/** Native bridge minimum versions inside the brand's apps (spec §6). */
export const nativeBridgeMinVersions = {
  login: '1.0.4',
  share: '1.0.6',
  openCommunity: '1.0.6',
  productDetail: '1.0.7',
} as const;
