/**
 * Business constants of the product spec (section 9), shared by the browser and the Lambdas so
 * both sides enforce the same limits.
 */
export const LIMITS = {
  displayName: 15,
  enrolledCardName: 100,
  courseInfoPreview: 152,
  /**
   * A name has 1 to 50 characters, not the spec's 5 to 20: that refused Li, Ana and Tom, and longer
   * full names. Where space is tight a name is shortened to `displayName` characters instead.
   */
  nameMin: 1,
  nameMax: 50,
  passwordMin: 8,
  /**
   * At least 64 (NIST SP 800-63B), counted in characters like every other limit. The server pre-hashes
   * passwords before bcrypt, so 64 emoji are as safe as 64 letters; longer ones are refused, not cut.
   */
  passwordMax: 64,
  emailMax: 254,
  noteTitleMax: 15,
  noteContentMax: 500,
  chatMessageMax: 200,
  requestNameMax: 80,
  requestMessageMax: 1000,
  playlistMax: 300,
  /** Largest JSON body any endpoint accepts, in bytes. */
  bodyMax: 16 * 1024,
} as const;

export const TIMING = {
  /** 30 s before the access token expires (`TOKENS.accessTtlSeconds`), so a slow answer still lands in time. */
  sessionRefreshMs: 870_000,
  requestBannerMs: 5_000,
  typewriterPauseMs: 2_000,
  carouselAutoplayMs: 1_000,
  carouselSlideMs: 300,
  toastDurationMs: 4_000,
  socketTimeoutMs: 20_000,
  socketReconnectDelayMs: 1_000,
  socketReconnectDelayMaxMs: 5_000,
  socketRandomization: 0.5,
} as const;

export const TOKENS = {
  /**
   * Every call behind a login checks the session and the account in storage, so this lifetime does
   * not decide when a session ends. It bounds how long a stolen access cookie works while its session
   * lives, and how long tokens of a replaced signing key stay valid.
   */
  accessTtlSeconds: 15 * 60,
  refreshTtlSeconds: 30 * 24 * 60 * 60,
  verifyTtlSeconds: 24 * 60 * 60,
  resetTtlSeconds: 60 * 60,
  /** How long a browser counts as one where the account logged in before (login throttling). */
  deviceTtlSeconds: 180 * 24 * 60 * 60,
} as const;

export const DEFAULT_NOTE_TITLE = 'Untitled';
export const CHAT_HISTORY_SIZE = 50;
export const LANGUAGES = ['english', 'hindi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The texts users see, word for word from the spec, where both sides need them. */
export const MESSAGES = {
  invalidInputs: 'Invalid inputs!',
  passwordsDiffer: 'Password & Confirm Password should be same!',
  notVerified: 'Account not verified, please verify!',
  invalidLink:
    'Sorry, the link you have clicked is invalid or has expired. Please try again or contact support.',
  verified: 'Your email has been verified successfully. Welcome aboard!',
  /** A verification link opened again once its account is verified: nothing is wrong, log in. */
  alreadyVerified: 'Your address is already verified. Log in.',
  fillAllFields: 'Please fill all the fields!',
} as const;
