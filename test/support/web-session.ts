/** The session a component test starts from, set the way a login sets it (no refresh call). */
import { setSession } from '../../web/src/features/auth/session-store';

export const asLearner = (name = 'Test Learner') => setSession({ loggedIn: true, name, role: 'user' });
