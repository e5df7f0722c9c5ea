// Constants of the seed (docs/seed-spec.md S9) and shared validation limits: one source for
// the web app and the server, so a rule can never differ between them.

export const APP_ID = 2020;
/** The seed's store default before the request layer stamps APP_ID. */
export const APP_ID_STORE_DEFAULT = 2000;

export const REQUEST_TIMEOUT_MS = 6000;
export const LOGIN_VALIDITY_DAYS = 7;
export const LOGIN_VALIDITY_MS = LOGIN_VALIDITY_DAYS * 24 * 60 * 60 * 1000;
export const TIMEZONE = 'Europe/Istanbul';
export const SEARCH_DEBOUNCE_MS = 1000;
export const ID_POLL_INTERVAL_MS = 500;
export const DESKTOP_BREAKPOINT_PX = 780;

export const COUNTRY_CODE = '90';
export const PHONE_LENGTH_MIN = 7;
export const PHONE_LENGTH_MAX = 11;
export const CODE_LENGTH_MIN = 4;
export const CODE_LENGTH_MAX = 6;
export const OTP_COUNTDOWN_S = 60;
export const OTP_TICK_MS = 1000;

export const TRACK_EVENT_TYPE = 2;
export const TRACK_EVENT_LOGIN_CLICK = 3;
export const TRACK_EVENT_REGISTER_CLICK = 2;

/** Root font size: min(width/1920, height/1080) x 100, at least 50 px. */
export const ROOT_FONT_DESIGN_WIDTH = 1920;
export const ROOT_FONT_DESIGN_HEIGHT = 1080;
export const ROOT_FONT_PX_MIN = 50;
/** Mobile px-to-vw conversion design width. */
export const VIEWPORT_DESIGN_WIDTH = 750;

export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

export const WHEEL_ACCELERATION_MS = 2500;
export const WHEEL_DECELERATION_MS = 2500;
export const WHEEL_SPEED = 20;

/** Attribution service (an adapter, off by default): a session window and a request validity. */
export const ATTRIBUTION_SESSION_WINDOW_MINUTES = 30;
export const ATTRIBUTION_REQUEST_VALIDITY_DAYS = 28;

export const MOBILE_UA_KEYWORDS = [
  'mobile',
  'android',
  'iphone',
  'ipad',
  'ipod',
  'blackberry',
  'iemobile',
  'opera mini',
] as const;

/** The seven-day login validity and every other size limit the server enforces. */
export const BODY_BYTES_MAX = 256 * 1024;

/** Login passwords: 8 to 64 characters with at least one letter and one digit. */
export const PASSWORD_LENGTH_MIN = 8;
export const PASSWORD_LENGTH_MAX = 64;
/** Withdrawal passwords: exactly 6 digits. */
export const WITHDRAW_PASSWORD_LENGTH = 6;
export const NICKNAME_LENGTH_MAX = 24;

// Games and the provider wallet
/** A launch token lives this long (a game session), and dies with the login it came from. */
export const LAUNCH_VALIDITY_MS = 12 * 60 * 60 * 1000;
/** The largest stake one wallet bet may carry: 10,000.00 TRY. */
export const GAME_BET_MINOR_MAX = 1_000_000;

// Payments (amounts in minor units of the deployment's currency)
export const DEPOSIT_MINOR_MIN = 50_00;
export const DEPOSIT_MINOR_MAX = 50_000_00;
export const WITHDRAW_MINOR_MIN = 100_00;
export const WITHDRAW_MINOR_MAX = 50_000_00;
/** A player's withdrawals of one Istanbul day (held, approved or paid) may add up to this. */
export const WITHDRAW_DAILY_MINOR_MAX = 100_000_00;
export const WITHDRAW_DAILY_COUNT_MAX = 5;
/** A havale order waits this long for the transfer; a coin order's exact amount holds this long. */
export const HAVALE_ORDER_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const COIN_ORDER_VALIDITY_MS = 30 * 60 * 1000;
export const CARD_ORDER_VALIDITY_MS = 15 * 60 * 1000;
/** Trustly's page waits an hour for the player; a bank that pays later still credits. */
export const TRUSTLY_ORDER_VALIDITY_MS = 60 * 60 * 1000;
/** paysafecard's payment panel gives the player 30 minutes to enter the PIN (its API docs). */
export const PAYSAFECARD_ORDER_VALIDITY_MS = 30 * 60 * 1000;
export const HOLDER_NAME_LENGTH_MAX = 70;
