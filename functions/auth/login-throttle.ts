/**
 * Login throttling that counts wrong passwords, not attempts (OWASP ASVS 2.2.1). Each attempt is
 * counted before the password is checked, so a burst of parallel guesses cannot slip past a limit,
 * and given back when the password was right. Three windows:
 *
 * - per address and source: the guesser is stopped where they stand, while the owner, somewhere
 *   else, logs in as usual;
 * - per source: one machine trying many addresses;
 * - per address from anywhere: a looser ceiling for a guesser with many sources. A browser where
 *   the account logged in before (its device cookie) is exempt, so even a large distributed attack
 *   does not lock the owner out of their own device.
 */
import { RATE_LIMITS } from '../data/rate-limit-table';
import { type Reservation, release, reserve } from '../data/rate-limits';
import { TooMany } from '../lib/errors';

export async function reserveLoginAttempt(
  address: string,
  source: string,
  knownDevice: boolean,
): Promise<Reservation> {
  const attempt = await reserve([
    { rule: RATE_LIMITS.loginFailuresPerAddressAndSource, subject: `${address}#${source}` },
    { rule: RATE_LIMITS.loginFailuresPerSource, subject: source },
    ...(knownDevice ? [] : [{ rule: RATE_LIMITS.loginFailuresPerAddress, subject: address }]),
  ]);
  if (!attempt.ok) throw new TooMany();
  return attempt.value;
}

/** The password was right: the attempt was no failure. */
export const forgiveLoginAttempt = (attempt: Reservation): Promise<void> => release(attempt);
