import { useCallback, useEffect, useRef, useState } from 'react';

export interface Banner {
  ok: boolean;
  msg: string;
}

/** A result banner that hides itself `ms` after it is shown; showing a new one restarts the clock. */
export function useTimedBanner(ms: number): [Banner | null, (banner: Banner) => void] {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(
    (next: Banner) => {
      clearTimeout(timer.current);
      setBanner(next);
      timer.current = setTimeout(() => setBanner(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [banner, show];
}
