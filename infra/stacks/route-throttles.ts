/**
 * How many requests per second each route of the HTTP API takes before API Gateway answers 429,
 * from the capacity model (docs/capacity.md, "Throttles"). API Gateway applies a stage's default to
 * each route on its own, so the default is no cap for the stage; the routes that differ from it get
 * their own setting: high for the position saves (70 % of all calls) and the public reads, low for the
 * routes that hash a password or send mail, where a flood costs CPU and the sender's reputation.
 * Above all of them, AWS caps every API of the account and region together (10,000 requests/s,
 * burst 5,000, by default).
 */

export interface Throttle {
  /** Steady requests per second. */
  readonly rateLimit: number;
  /** Requests that may arrive at once above the steady rate. */
  readonly burstLimit: number;
}

/** Every route not listed below: 200/s is 2,000 learners clicking once every 10 s on one route. */
export const DEFAULT_ROUTE_THROTTLE: Throttle = { rateLimit: 200, burstLimit: 400 };

/**
 * The player saves at most once a minute while a video plays (SAVE_EVERY_MS), plus on pause and
 * leaving: 2,000/s holds some 100,000 viewers at once, and still 30,000 at the former 15 s cadence.
 */
const POSITION_SAVES: Throttle = { rateLimit: 2_000, burstLimit: 4_000 };
/** Anonymous visitors land here first; answered from memory (the catalogue index). */
const PUBLIC_READS: Throttle = { rateLimit: 1_000, burstLimit: 2_000 };
/** A login per learner and day at ten times the mean is ≈ 12/s at 100,000 daily learners. */
const LOGIN: Throttle = { rateLimit: 20, burstLimit: 40 };
/** Sign-up and password reset: rare, and each hashes a password or sends a mail. */
const ACCOUNT_MAIL: Throttle = { rateLimit: 10, burstLimit: 20 };

export const ROUTE_THROTTLES: Readonly<Record<string, Throttle>> = {
  'PUT /api/progress/position': POSITION_SAVES,
  'GET /api/catalogue': PUBLIC_READS,
  'GET /api/course': PUBLIC_READS,
  'GET /api/course/detail/{id}': PUBLIC_READS,
  'GET /api/recommended/course': PUBLIC_READS,
  'POST /api/login': LOGIN,
  'POST /api/register': ACCOUNT_MAIL,
  'POST /api/users/verify/resend': ACCOUNT_MAIL,
  'POST /api/users/reset': ACCOUNT_MAIL,
  'POST /api/users/{id}/reset/{token}': ACCOUNT_MAIL,
};

/** The stage's RouteSettings; refuses a route the API does not have (CloudFormation would, mid-deploy). */
export function routeSettings(
  routeKeys: readonly string[],
): Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> {
  const unknown = Object.keys(ROUTE_THROTTLES).filter((key) => !routeKeys.includes(key));
  if (unknown.length > 0)
    throw new Error(`Route throttles name routes the API does not have: ${unknown.join(', ')}`);
  return Object.fromEntries(
    Object.entries(ROUTE_THROTTLES).map(([key, { rateLimit, burstLimit }]) => [
      key,
      { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
    ]),
  );
}
