/** What every server-side test runs with, whether or not the local services are up. */
export const TEST_SETTINGS: Record<string, string> = {
  LOG_LEVEL: 'silent',
  // The lowest cost bcrypt takes: hashing at the real cost would dominate the run.
  BCRYPT_COST: '4',
  // The answers that hide whether an address has an account take this long at least, not 1 s:
  // the tests ask for links by the dozen. account-abuse.test.ts checks the answers wait for it.
  EVEN_ANSWER_MS: '150',
};
