import { CHAT_DELIVERY } from '../../functions/chat/settings';
import { TABLE } from '../../functions/data/table';
import { TABLE_AUTO_SCALING } from '../../infra/constructs/table-capacity';
import {
  ALARMS,
  HOURLY_TRAFFIC,
  type Measured,
  type MeasuredPhase,
  monthlyBill,
  openConnections,
  PROFILE,
  phaseRates,
  provisionedUnitHours,
  roomPerMessage,
  totals,
  windowedFanOut,
} from './cost-model';

const phase = (overrides: Partial<MeasuredPhase> = {}): MeasuredPhase => ({
  api: {},
  pushes: 0,
  workerRuns: 0,
  read: 0,
  write: 0,
  mails: 0,
  wsConnections: 0,
  wsSent: 0,
  wsReceived: 0,
  wsReceivedBytes: 0,
  ...overrides,
});

const route = (calls: number, cacheable = 0) => ({
  calls,
  cacheable,
  bytes: 500 * calls,
  ms: 20 * calls,
  read: 1 * calls,
  write: 0,
});

/** A small learner: 30 saves in a 30-minute lesson, a public read, one mail, a chat room of 50. */
const measured: Measured = {
  saveEveryMs: 60_000,
  lessonMinutes: 30,
  chatRoom: 50,
  chatMessages: 10,
  memoryMb: { 'PUT /api/progress/position': 256, 'GET /api/catalogue': 256 },
  phases: {
    lesson: phase({ api: { 'PUT /api/progress/position': route(30) }, read: 30, write: 30 }),
    visitorBrowse: phase({ api: { 'GET /api/catalogue': route(2, 2) }, read: 2 }),
    signup: phase({ mails: 1, write: 10 }),
    chatMessages: phase({ wsSent: 10, pushes: 500, workerRuns: 10, wsReceivedBytes: 100_000, write: 10 }),
  },
};

const find = (lines: ReturnType<typeof monthlyBill>, start: string) =>
  lines.find((l) => l.item.startsWith(start))!;

describe('the monthly bill', () => {
  it('adds up to its lines, and the free tier never makes a line negative or dearer', () => {
    for (const learners of [0, 1_000, 100_000, 1_000_000]) {
      const lines = monthlyBill(measured, { learners });
      const total = totals(lines);
      expect(total.list).toBeCloseTo(
        lines.reduce((sum, l) => sum + l.list, 0),
        9,
      );
      expect(total.free).toBeCloseTo(
        lines.reduce((sum, l) => sum + l.free, 0),
        9,
      );
      for (const l of lines) {
        expect(l.free).toBeGreaterThanOrEqual(0);
        expect(l.free).toBeLessThanOrEqual(l.list);
      }
    }
  });

  it('applies each service its own free allowance: Lambda’s first million runs, none for the HTTP API', () => {
    const small = monthlyBill(measured, { learners: 1_000 });
    expect(find(small, 'Lambda requests').free).toBe(0);
    expect(find(small, 'CloudFront requests').free).toBe(0);
    expect(find(small, 'HTTP API').free).toBe(find(small, 'HTTP API').list);
    // The first ten alarms are free.
    expect(find(small, 'CloudWatch alarms').free).toBeCloseTo((ALARMS - 10) * 0.1, 9);
  });

  it('grows the per-request lines in step with the learners, and the chat fan-out faster', () => {
    const at = (learners: number) => monthlyBill(measured, { learners, capacity: 'on-demand' });
    const [one, ten] = [at(100_000), at(1_000_000)];
    for (const item of ['HTTP API', 'DynamoDB writes', 'SES'])
      expect(find(ten, item).list).toBeCloseTo(find(one, item).list * 10, 6);
    // Ten times the learners send ten times the messages to a room ten times as full, though more of
    // them share a delivery window.
    const pushes = (lines: ReturnType<typeof monthlyBill>) => find(lines, 'WebSocket messages').list;
    expect(pushes(ten)).toBeGreaterThan(pushes(one) * 20);
    expect(find(ten, 'CloudWatch alarms').list).toBe(find(one, 'CloudWatch alarms').list);
  });

  it('sends a cached public read no further than CloudFront', () => {
    const profile = { ...PROFILE, edgeHitRatio: 1 };
    const lines = monthlyBill(
      { ...measured, phases: { visitorBrowse: measured.phases.visitorBrowse! } },
      { learners: 100_000, profile, capacity: 'on-demand' },
    );
    expect(find(lines, 'CloudFront requests').list).toBeGreaterThan(0);
    expect(find(lines, 'HTTP API').list).toBe(0);
    expect(find(lines, 'DynamoDB reads').list).toBe(0);
  });

  it('prices the lesson by the minutes learners watch, whatever length the bench played', () => {
    const doubled: Measured = {
      ...measured,
      lessonMinutes: 60,
      phases: { lesson: phase({ api: { 'PUT /api/progress/position': route(60) } }) },
    };
    expect(phaseRates(doubled, { ...PROFILE }).lesson! * 60).toBeCloseTo(
      phaseRates(measured, { ...PROFILE }).lesson! * 30,
      9,
    );
    const http = (m: Measured) => find(monthlyBill(m, { learners: 1_000 }), 'HTTP API').list;
    expect(http(doubled)).toBeCloseTo(http({ ...measured, phases: { lesson: measured.phases.lesson! } }), 9);
  });

  it('prices what an open chat socket sends unprompted by the minutes learners keep the chat open', () => {
    // An hour open: 6 keep-alives, each a frame in, its answer out and one function run.
    const idle: Measured = {
      ...measured,
      chatIdleMinutes: 60,
      phases: { chatIdle: phase({ wsSent: 6, pushes: 6, wsReceived: 6, write: 6 }) },
    };
    const lines = monthlyBill(idle, { learners: 100_000, capacity: 'on-demand' });
    const perLearner = (PROFILE.chatMinutes / 60) * 6;
    expect(find(lines, 'WebSocket messages').list).toBeCloseTo((perLearner * 2 * 100_000) / 1e6, 6);
    expect(find(lines, 'DynamoDB writes').list).toBeCloseTo(((perLearner * 100_000) / 1e6) * 0.625, 6);
    // Counts measured before the scenario held a socket open price no idle frames.
    expect(phaseRates(measured, { ...PROFILE }).chatIdle).toBe(0);
  });

  it('prices a provisioned table by the capacity auto scaling holds: free within 25 units, then per unit-hour', () => {
    const units = (learners: number, capacity: 'provisioned' | 'on-demand') =>
      monthlyBill(measured, { learners, capacity }).filter(
        (l) => l.item.startsWith('DynamoDB') && !/storage|PITR/.test(l.item),
      );
    // Provisioned, the lines are capacity; a small platform sits at the floors, inside the free tier.
    expect(units(1_000, 'provisioned').map((l) => l.item)).toEqual([
      expect.stringContaining('read capacity'),
      expect.stringContaining('write capacity'),
    ]);
    for (const l of units(1_000, 'provisioned')) {
      expect(l.list).toBeGreaterThan(0);
      expect(l.free).toBe(0);
    }
    // A large one pays for capacity above the free 25 units, and less than on demand.
    const provisioned = totals(units(1_000_000, 'provisioned'));
    expect(provisioned.free).toBeGreaterThan(0);
    expect(provisioned.list).toBeLessThan(totals(units(1_000_000, 'on-demand')).list);
  });

  it('provisions at least the floors, at least the consumption over the target, at most the ceilings', () => {
    const { targetUtilizationPercent, table, index } = TABLE_AUTO_SCALING;
    const hours = 30 * 24;
    const floor = table.min + TABLE.indexes.length * index.min;
    const ceiling = table.max + TABLE.indexes.length * index.max;
    expect(provisionedUnitHours(0)).toBeCloseTo(floor * hours, 6);
    // 10 units a second on average: more than that over the target, since the busy hours need more.
    const average = 10 * 30 * 24 * 3600;
    expect(provisionedUnitHours(average) / hours).toBeGreaterThan((10 * 100) / targetUtilizationPercent);
    // The busiest hour, held at the target, bounds the whole month from above.
    const peak = Math.max(...HOURLY_TRAFFIC) / (HOURLY_TRAFFIC.reduce((a, b) => a + b, 0) / 24);
    expect(provisionedUnitHours(average) / hours).toBeLessThan((10 * peak * 100) / targetUtilizationPercent);
    expect(provisionedUnitHours(average * 1000)).toBeCloseTo(ceiling * hours, 6);
  });

  it('sends each message to the room of the hour it is sent in: fuller than the month’s average room', () => {
    const learners = 100_000;
    // Both follow the hour of day, so the evening's many messages meet the evening's full room.
    expect(roomPerMessage(learners, { ...PROFILE })).toBeGreaterThan(
      openConnections(learners, { ...PROFILE }),
    );
    const chat: Measured = { ...measured, phases: { chatMessages: measured.phases.chatMessages! } };
    const messages = learners * PROFILE.chatMessagesSent;
    const pushesPerConnection = 500 / 50 / 10;
    const room = roomPerMessage(learners, { ...PROFILE }) * windowedFanOut(learners, { ...PROFILE });
    const frames = messages * pushesPerConnection * room + messages;
    expect(find(monthlyBill(chat, { learners }), 'WebSocket messages').list).toBeCloseTo(frames / 1e6, 6);
  });

  it('lets the messages of a busy room share delivery windows: more of them as the room grows', () => {
    const share = (learners: number) => windowedFanOut(learners, { ...PROFILE });
    expect(share(0)).toBe(1);
    expect(share(1_000)).toBeGreaterThan(0.99);
    expect(share(100_000)).toBeLessThan(share(1_000));
    expect(share(1_000_000)).toBeLessThan(share(100_000));
    // Between what the quietest and the busiest hour would give on their own: 1 / (1 + rate × window).
    const rate = (100_000 * PROFILE.chatMessagesSent) / (30 * 24 * 3600);
    const mean = HOURLY_TRAFFIC.reduce((a, b) => a + b, 0) / 24;
    const alone = (hourShare: number) => 1 / (1 + (rate * hourShare * CHAT_DELIVERY.windowMs) / 1000);
    expect(share(100_000)).toBeLessThan(alone(Math.min(...HOURLY_TRAFFIC) / mean));
    expect(share(100_000)).toBeGreaterThan(alone(Math.max(...HOURLY_TRAFFIC) / mean));
  });

  it('prices the secrets every warm container reads again as its copy expires, besides cold starts', () => {
    const calls = (learners: number, warmContainers: number) =>
      find(
        monthlyBill(measured, { learners, profile: { ...PROFILE, warmContainers } }),
        'Secrets Manager calls',
      ).list;
    // With no traffic, only the warm containers read: the public keys every hour, the origin secret
    // every 15 minutes, for 720 hours.
    expect(calls(0, 40)).toBeCloseTo(((40 * 720 * (1 + 4)) / 10_000) * 0.05, 9);
    expect(calls(100_000, 40) - calls(100_000, 0)).toBeCloseTo(calls(0, 40), 9);
    expect(calls(100_000, 0)).toBeGreaterThan(0);
  });

  it('adds the WAF only when asked: $5, $1 a rule and $0.60 per million requests', () => {
    expect(monthlyBill(measured, { learners: 1_000 }).some((l) => l.item.startsWith('WAF'))).toBe(false);
    const lines = monthlyBill(measured, { learners: 0, waf: true });
    expect(find(lines, 'WAF web ACL').list).toBe(8);
    expect(find(lines, 'WAF requests').list).toBe(0);
  });
});
