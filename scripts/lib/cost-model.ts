/**
 * The monthly bill from measured counts (bench/cost-scenario.ts) and a usage profile: quantities
 * per service, list prices of us-east-1 (on demand) and the always-free tier. Pure arithmetic, so
 * `npm run cost` and its tests share it. The profile below is the one place that states what a
 * monthly active learner does; docs/deploy.md quotes it.
 */
import type { CostScenarioResult, Phase } from '../../bench/cost-scenario';
import { CHAT_DELIVERY } from '../../functions/chat/settings';
import { TABLE } from '../../functions/data/table';
import { ORIGIN_SECRET_CACHE_MS } from '../../functions/lib/edge';
import { VERIFY_KEYS_CACHE_MS } from '../../functions/lib/session-keys';
import { TABLE_AUTO_SCALING, type TableCapacityMode } from '../../infra/constructs/table-capacity';
import { TIMING } from '../../shared/constants';

/** What the bench measured, as it writes it: per phase, calls by route and everything else the cloud bills. */
export type MeasuredPhase = Phase;
export type Measured = Omit<CostScenarioResult, 'date' | 'minMoveSeconds' | 'chatIdleMinutes'> & {
  /** Absent from counts measured before the scenario held a socket open. */
  chatIdleMinutes?: number;
};

/** What one monthly active learner does in a month. */
export const PROFILE = {
  visits: 8,
  visitMinutes: 20,
  /** Minutes of video per visit. */
  lessonMinutesPerVisit: 10,
  /** Anonymous browsing (landing from search, before logging in) per learner. */
  visitorBrowses: 3,
  /** Share of the month's learners who sign up (and verify) that month. */
  signups: 0.25,
  enrolments: 1,
  notesPerVisit: 0.5,
  quizAttempts: 2,
  passwordResets: 0.1,
  chatConnections: 2,
  chatMinutes: 20,
  chatMessagesSent: 5,
  /** Page loads, site settings, favicon, media; hashed assets mostly from the browser's cache. */
  staticRequests: 30,
  staticBytes: 2_000_000,
  /**
   * Share of the cacheable reads (GETs of the public routes, by visitors and learners alike: the
   * cache key holds no cookie) CloudFront answers from its cache; only visitors' answers fill it.
   */
  edgeHitRatio: 0.5,
  /** Stored per learner: account, enrolments, progress, notes, attempts. */
  storedBytes: 15_000,
  /** Share of function runs that start a container (each reads two secrets). */
  coldStartShare: 0.01,
  /**
   * Containers warm at any time, over all functions: the busy routes' one to three each. Each reads
   * the public session keys and the origin secret again whenever its copy is older than the cache.
   */
  warmContainers: 40,
  /** A chat or worker run, not timed by the bench. */
  eventRunMs: 40,
  eventMemoryMb: 256,
  /** Log bytes: the handler's request line plus the HTTP API access line; other runs' lines. */
  logBytesPerApiCall: 410,
  logBytesPerEvent: 26,
} as const;

export type Profile = { -readonly [K in keyof typeof PROFILE]: number };

/**
 * Traffic by hour of the day, relative (the model scales it to a mean of 1): one region's audience,
 * quiet at night, busiest in the evening at about twice the day's average. Only the provisioned
 * table's bill depends on the shape; every other line is per request.
 */
export const HOURLY_TRAFFIC = [
  0.3, 0.2, 0.15, 0.15, 0.2, 0.35, 0.6, 0.9, 1.1, 1.2, 1.25, 1.25, 1.2, 1.2, 1.2, 1.3, 1.4, 1.5, 1.7, 1.9,
  2.0, 1.8, 1.3, 0.75,
] as const;

/** Alarms in the stack (docs/deploy.md, Alarms); the template's own count is checked by the stack's tests. */
export const ALARMS = 20;
export const SECRETS = 3;
export const WAF_RULES = 3;

const M = 1_000_000;
const GB = 1e9;
const MINUTES_PER_MONTH = 30 * 24 * 60;
const HOURS_PER_MONTH = 30 * 24;
const SECONDS_PER_MONTH = MINUTES_PER_MONTH * 60;

export interface BillLine {
  item: string;
  quantity: string;
  list: number;
  free: number;
}

/** One line: `quantity` at `price` per `per` units, with `allowance` units free each month. */
function line(
  item: string,
  quantity: number,
  unit: string,
  price: number,
  per: number,
  allowance = 0,
): BillLine {
  const list = (quantity / per) * price;
  const free = (Math.max(0, quantity - allowance) / per) * price;
  return { item, quantity: `${formatQuantity(quantity)}${unit}`, list, free };
}

function formatQuantity(value: number): string {
  if (value >= M) return `${(value / M).toFixed(1)} M`;
  if (value < 100 && !Number.isInteger(value)) return value.toFixed(1);
  return Math.round(value).toLocaleString('en-US');
}

/** How often each measured phase happens per learner and month; chat messages per message. */
export function phaseRates(measured: Measured, profile: Profile): Record<string, number> {
  const visits = profile.visits;
  return {
    signup: profile.signups,
    visitorBrowse: profile.visitorBrowses,
    learnerBrowse: visits,
    enrol: profile.enrolments,
    playerOpen: visits,
    lesson: (visits * profile.lessonMinutesPerVisit) / measured.lessonMinutes,
    sessionRefresh: (visits * profile.visitMinutes * 60_000) / TIMING.sessionRefreshMs,
    notes: visits * profile.notesPerVisit,
    quiz: profile.quizAttempts,
    passwordReset: profile.passwordResets,
    chatConnect: profile.chatConnections / measured.chatRoom,
    chatDisconnect: profile.chatConnections / measured.chatRoom,
    chatMessages: profile.chatMessagesSent / measured.chatMessages,
    // What an open socket sends unprompted, per minute it is open (counts of old runs lack it).
    chatIdle: measured.chatIdleMinutes ? profile.chatMinutes / measured.chatIdleMinutes : 0,
  };
}

/** Connections open at once on average over the month. */
export const openConnections = (learners: number, profile: Profile) =>
  (learners * profile.chatMinutes) / MINUTES_PER_MONTH;

/**
 * The room a message reaches, on average over the messages: messages and open connections both
 * follow the hour of day, so most messages are sent when the room is fullest. Summed over the hours,
 * messages × connections is the monthly averages' product times the mean square of the hourly shares.
 */
export function roomPerMessage(learners: number, profile: Profile): number {
  const shares = hourlyShares();
  const meanSquare = shares.reduce((sum, share) => sum + share ** 2, 0) / shares.length;
  return openConnections(learners, profile) * meanSquare;
}

/**
 * Delivery windows per message (functions/chat/delivery.ts): a window opened by a message also holds
 * those sent in the next `CHAT_DELIVERY.windowMs`, at random (Poisson) at the hour's rate, so one
 * holds 1 + rate × window messages on average. Averaged over the hours with `weight` (the messages,
 * for the windows' own cost; messages × room, for the fan-out they save).
 */
function windowsPerMessage(learners: number, profile: Profile, weight: (share: number) => number): number {
  const rate = (learners * profile.chatMessagesSent) / SECONDS_PER_MONTH;
  const windowSeconds = CHAT_DELIVERY.windowMs / 1000;
  let windows = 0;
  let total = 0;
  for (const share of hourlyShares()) {
    windows += weight(share) / (1 + rate * share * windowSeconds);
    total += weight(share);
  }
  return windows / total;
}

/** The share of the fan-out left when the room's messages share windows: 1 for a quiet room. */
export const windowedFanOut = (learners: number, profile: Profile): number =>
  windowsPerMessage(learners, profile, (share) => share ** 2);

/** The hour of day's traffic shares, scaled to a mean of 1. */
function hourlyShares(): number[] {
  const mean = HOURLY_TRAFFIC.reduce((sum, share) => sum + share, 0) / HOURLY_TRAFFIC.length;
  return HOURLY_TRAFFIC.map((share) => share / mean);
}

/**
 * The capacity auto scaling keeps provisioned over a month for `monthlyUnits` consumed, in
 * unit-hours. Each hour it holds the busier of that hour's and the previous hour's consumption at the
 * target utilisation (scaling down waits until consumption has stayed low, scaling up follows within
 * minutes), within the table's and its indexes' floors and ceilings added together: the split of the
 * units between table and indexes is not measured, and the index floors are one unit each.
 */
export function provisionedUnitHours(monthlyUnits: number): number {
  const { targetUtilizationPercent, table, index } = TABLE_AUTO_SCALING;
  const indexes = TABLE.indexes.length;
  const floor = table.min + indexes * index.min;
  const ceiling = table.max + indexes * index.max;
  const shares = hourlyShares();
  const perSecond = monthlyUnits / SECONDS_PER_MONTH;
  const day = shares.reduce((sum, share, hour) => {
    const busier = Math.max(share, shares.at(hour - 1)!);
    const wanted = (perSecond * busier * 100) / targetUtilizationPercent;
    return sum + Math.min(ceiling, Math.max(floor, wanted));
  }, 0);
  return (day * HOURS_PER_MONTH) / 24;
}

/** The table's read and write lines: per request on demand, per unit-hour provisioned. */
function tableLines(read: number, write: number, capacity: TableCapacityMode): BillLine[] {
  if (capacity === 'on-demand') {
    return [
      line('DynamoDB reads ($0.125/M RRU)', read, '', 0.125, M),
      line('DynamoDB writes ($0.625/M WRU)', write, '', 0.625, M),
    ];
  }
  // The always-free tier's 25 units of each, every hour of the month.
  const free = 25 * HOURS_PER_MONTH;
  return [
    line(
      'DynamoDB read capacity ($0.00013/RCU-hour, auto scaled)',
      provisionedUnitHours(read),
      ' RCU-h',
      0.00013,
      1,
      free,
    ),
    line(
      'DynamoDB write capacity ($0.00065/WCU-hour, auto scaled)',
      provisionedUnitHours(write),
      ' WCU-h',
      0.00065,
      1,
      free,
    ),
  ];
}

export interface BillOptions {
  learners: number;
  waf?: boolean;
  profile?: Profile;
  /** How the table is billed (infra/constructs/table-capacity.ts). @default 'provisioned', as deployed */
  capacity?: TableCapacityMode;
}

export function monthlyBill(measured: Measured, options: BillOptions): BillLine[] {
  const profile = options.profile ?? { ...PROFILE };
  const n = options.learners;
  const rates = phaseRates(measured, profile);
  const q = {
    apiCalls: 0,
    edgeHits: 0,
    apiBytes: 0,
    gbSeconds: 0,
    read: 0,
    write: 0,
    mails: 0,
    wsIn: 0,
    wsOut: 0,
    wsBytes: 0,
    wsRuns: 0,
    workerRuns: 0,
  };
  // The fan-out reaches every open connection: it grows with the room, not with the sender. The
  // bench's messages each had a window of their own; here they share windows as a busy room does,
  // which saves socket messages, connection reads and workers, not bytes.
  const room = roomPerMessage(n, profile);
  const windowsEach = windowsPerMessage(n, profile, (share) => share);
  const shared = windowedFanOut(n, profile);
  // The sender who opens a window waits for it to close before it reads it: a run that long.
  const windowWaits = windowsEach * profile.chatMessagesSent * n;
  const windowWaitSeconds = (CHAT_DELIVERY.windowMs + CHAT_DELIVERY.graceMs) / 1000;
  for (const [name, phase] of Object.entries(measured.phases)) {
    const rate = (rates[name] ?? 0) * n;
    const chat = name === 'chatMessages';
    const reach = chat ? room / measured.chatRoom : 1;
    const fanOut = chat ? reach * shared : 1;
    for (const [route, r] of Object.entries(phase.api)) {
      const hits = r.cacheable * profile.edgeHitRatio;
      const share = r.calls > 0 ? (r.calls - hits) / r.calls : 0;
      q.apiCalls += r.calls * rate;
      q.edgeHits += hits * rate;
      q.apiBytes += r.bytes * rate;
      q.gbSeconds += ((r.ms * share) / 1000) * ((measured.memoryMb[route] ?? 256) / 1024) * rate;
      // A hit costs the table nothing: take the cacheable calls' share of their units off.
      q.read -= (r.read / Math.max(r.calls, 1)) * hits * rate;
      q.write -= (r.write / Math.max(r.calls, 1)) * hits * rate;
    }
    // A message's reads (the room's connections) grow with the room; its writes do not.
    q.read += phase.read * rate * fanOut;
    q.write += phase.write * rate;
    q.mails += phase.mails * rate;
    q.wsIn += phase.wsSent * rate;
    q.wsOut += phase.pushes * rate * fanOut;
    q.wsBytes += phase.wsReceivedBytes * rate * reach;
    // Each connection opens and closes once ($connect, $disconnect); each frame sent runs its route.
    q.wsRuns += (phase.wsConnections * 2 + phase.wsSent) * rate;
    q.workerRuns += phase.workerRuns * rate * (chat ? windowsEach : 1);
  }
  const originCalls = q.apiCalls - q.edgeHits;
  const eventRuns = q.wsRuns + q.workerRuns;
  const lambdaRuns = originCalls + eventRuns;
  const gbSeconds =
    q.gbSeconds +
    (eventRuns * (profile.eventRunMs / 1000) + windowWaits * windowWaitSeconds) *
      (profile.eventMemoryMb / 1024);
  const staticRequests = profile.staticRequests * n;
  const wsConnections = profile.chatConnections * n;
  const cloudfrontRequests = q.apiCalls + staticRequests + wsConnections;
  const transferBytes = q.apiBytes + profile.staticBytes * n + q.wsBytes;
  const storedGb = (profile.storedBytes * n) / GB;
  const logGb = (originCalls * profile.logBytesPerApiCall + eventRuns * profile.logBytesPerEvent) / GB;
  const hourMs = 3_600_000;
  const warmReadsPerHour = hourMs / VERIFY_KEYS_CACHE_MS + hourMs / ORIGIN_SECRET_CACHE_MS;
  const secretCalls =
    lambdaRuns * profile.coldStartShare * 2 + profile.warmContainers * HOURS_PER_MONTH * warmReadsPerHour;
  // CloudFront's standard logs (≈ 60 bytes a request, gzip) kept 90 days, the site and its versions.
  const s3Gb = (cloudfrontRequests * 60 * 3) / GB + 0.05;

  const lines = [
    line('CloudFront requests ($1.00/M HTTPS)', cloudfrontRequests, '', 1.0, M, 10 * M),
    line('CloudFront transfer ($0.085/GB)', transferBytes / GB, ' GB', 0.085, 1, 1000),
    line('CloudFront Functions ($0.10/M)', staticRequests + wsConnections, '', 0.1, M, 2 * M),
    line('HTTP API ($1.00/M)', originCalls, '', 1.0, M),
    line('WebSocket messages ($1.00/M)', q.wsIn + q.wsOut, '', 1.0, M),
    line('WebSocket connection-minutes ($0.25/M)', profile.chatMinutes * n, ' min', 0.25, M),
    line('Lambda requests ($0.20/M)', lambdaRuns, '', 0.2, M, M),
    line('Lambda compute, arm64 ($0.0000133334/GB-s)', gbSeconds, ' GB-s', 0.0000133334, 1, 400_000),
    ...tableLines(Math.max(0, q.read), Math.max(0, q.write), options.capacity ?? 'provisioned'),
    line('DynamoDB storage ($0.25/GB)', storedGb, ' GB', 0.25, 1, 25),
    line('DynamoDB PITR ($0.20/GB)', storedGb, ' GB', 0.2, 1),
    line('SES ($0.10 per 1,000)', q.mails, '', 0.1, 1000),
    line('Secrets Manager (secrets $0.40 each)', SECRETS, '', 0.4, 1),
    line('Secrets Manager calls ($0.05 per 10,000)', secretCalls, '', 0.05, 10_000),
    line('CloudWatch Logs ($0.50/GB in, $0.03/GB-month × 14/30)', logGb, ' GB', 0.5 + 0.03 * (14 / 30), 1, 5),
    line('CloudWatch alarms ($0.10 each)', ALARMS, '', 0.1, 1, 10),
    line('S3 storage ($0.023/GB): logs kept 90 days, the site', s3Gb, ' GB', 0.023, 1),
    line('S3 requests: log deliveries ($0.005 per 1,000 PUT)', 50_000, '', 0.005, 1000),
  ];
  if (options.waf) {
    lines.push(line(`WAF web ACL ($5) and rules ($1 × ${WAF_RULES})`, 1, '', 5 + WAF_RULES, 1));
    lines.push(line('WAF requests ($0.60/M)', cloudfrontRequests, '', 0.6, M));
  }
  return lines;
}

export const totals = (lines: readonly BillLine[]) => ({
  list: lines.reduce((sum, l) => sum + l.list, 0),
  free: lines.reduce((sum, l) => sum + l.free, 0),
});

/** API calls per hour of video, from the lesson phase alone (the player's saves and tick). */
export function callsPerLessonHour(measured: Measured): number {
  const lesson = measured.phases.lesson;
  if (!lesson) return 0;
  const calls = Object.values(lesson.api).reduce((sum, r) => sum + r.calls, 0);
  return (calls * 60) / measured.lessonMinutes;
}
