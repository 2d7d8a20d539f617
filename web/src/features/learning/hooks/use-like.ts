/**
 * The like toggle (spec section 4): flips at once with the count ±1, takes the server's count on
 * 200 and rolls back on failure. Clicks while a call runs are ignored, so the answers cannot arrive
 * out of order and leave the heart disagreeing with the server.
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n';
import { failure } from '../../../lib/failure';
import { learningApi } from '../api';

export interface LikeState {
  loved: boolean;
  love: number;
}

export function useLike(courseId: string, initial: LikeState) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const before = state;
    const loved = !before.loved;
    setState({ loved, love: Math.max(0, before.love + (loved ? 1 : -1)) });
    const { status, data } = await (loved ? learningApi.love(courseId) : learningApi.unlove(courseId));
    if (status === 200 && typeof data.love === 'number') setState({ loved, love: data.love });
    else {
      setState(before);
      toast.error(
        failure(loved ? t("The course wasn't liked") : t("The course wasn't unliked"), t('Try again.'), {
          status,
          data,
        }),
      );
    }
    running.current = false;
    setBusy(false);
  };

  return { ...state, busy, toggle };
}
