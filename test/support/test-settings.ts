/** What every server-side test runs with, whether or not the local services are up. */
export const TEST_SETTINGS: Record<string, string> = {
  LOG_LEVEL: 'silent',
  // The lowest cost bcrypt takes: hashing at the real cost would dominate the run.
  BCRYPT_COST: '4',
};
