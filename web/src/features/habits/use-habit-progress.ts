/**
 * The learner's progress: `known` when the page already has it (the dashboard's answer carries it),
 * else asked once shown; replaced by what a goal change answers.
 */
import type { HabitProgress } from '@shared/habits';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../i18n';
import { isOk, messageOf } from '../../lib/api';
import { habitsApi } from './api';

export type ProgressState =
  | { kind: 'loading' }
  | { kind: 'failed'; msg: string }
  | { kind: 'ready'; progress: HabitProgress };

export function useHabitProgress(known?: HabitProgress) {
  const [state, setState] = useState<ProgressState>(
    known ? { kind: 'ready', progress: known } : { kind: 'loading' },
  );

  const load = useCallback(async () => {
    const { status, data } = await habitsApi.progress();
    const failed = t('Your weekly progress could not be loaded.');
    setState(
      isOk(status) && Array.isArray(data.days)
        ? { kind: 'ready', progress: data }
        : { kind: 'failed', msg: status === 0 ? messageOf(data, failed) : failed },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the page had at first decides whether to ask
  useEffect(() => {
    if (!known) void load();
  }, [load]);

  const replace = useCallback((progress: HabitProgress) => setState({ kind: 'ready', progress }), []);
  return { state, reload: load, replace };
}
