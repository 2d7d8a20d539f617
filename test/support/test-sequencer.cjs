/**
 * The order jest hands test files to its workers. Jest's own sequencer starts the files that took
 * longest in an earlier run, and without that record (a fresh clone, CI) the largest files. But a
 * byte of a browser file costs about 15 times a byte of a unit test: by size alone the CDK synths
 * and half the browser files started in the last minutes of a run and finished alone, the other
 * workers idle. Without a record, each file's time is estimated from its size at its kind's cost,
 * measured on a CI run (milliseconds per byte of test file), so the longest files start first and
 * the many short ones fill the end.
 */
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Milliseconds per byte of test file by kind, from a fresh-clone CI run, and a floor for the kinds
 * whose cost is not in their own bytes: a CDK test file is small, but each stack variant it reads
 * is a synthesis with cdk-nag.
 */
const COSTS = [
  // Every stack variant's topics in one file (about 40 s on a busy run), from a few imports.
  { pattern: /\/infra\/test\/stacks\.test\.ts$/, perByte: 0, floor: 60_000 },
  { pattern: /\/infra\/test\//, perByte: 4.7, floor: 20_000 },
  { pattern: /\/test\/e2e\//, perByte: 3.4 }, // Chromium against the local stack
  { pattern: /\.unit\.test\.tsx?$/, perByte: 0.2 },
  { pattern: /\/infra\/local\//, perByte: 5 }, // whole local stacks started and stopped
  { pattern: /\/web\/src\//, perByte: 0.5 }, // jsdom
];
const SERVER = { perByte: 0.8 }; // handlers against DynamoDB Local

class LongestFirst extends Sequencer {
  time(test) {
    const recorded = super.time(test);
    if (recorded !== undefined) return recorded;
    const { perByte, floor = 0 } = COSTS.find(({ pattern }) => pattern.test(test.path)) ?? SERVER;
    return Math.max(floor, perByte * (test.context.hasteFS.getSize(test.path) ?? 0));
  }
}

module.exports = LongestFirst;
