/**
 * A course page opened with the wish to enrol (`paths.enrolIn`: a visitor pressed Enroll Now and
 * then logged in, perhaps after signing up and verifying) enrols the learner at once, so they land
 * in the player rather than on the button they already pressed. Only once per visit of the page,
 * only with a session, and only when login led here: the address alone, opened from a link someone
 * sent, shows the page as usual.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type ENROL_AFTER_LOGIN, ENROL_MARKER } from '../../../config/paths';
import { useSession } from '../../auth';

/** Whether login has just led here with the wish to enrol, in the address and the navigation state. */
export function useArrivedToEnrol(): boolean {
  const [search] = useSearchParams();
  const { state } = useLocation();
  const fromLogin = (state as Partial<typeof ENROL_AFTER_LOGIN> | null)?.enrolAfterLogin === true;
  return fromLogin && search.has(ENROL_MARKER);
}

export function useEnrolOnArrival(wanted: boolean, enrol: () => unknown): void {
  const { loggedIn } = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || !loggedIn || started.current) return;
    started.current = true;
    void enrol();
  }, [wanted, loggedIn, enrol]);
}
