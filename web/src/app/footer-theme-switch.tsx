/**
 * The footer's theme switch, fetched only once the footer comes near the screen: it is below the
 * fold on every page, so its code is not part of a first visit. Its row keeps its height meanwhile,
 * so nothing moves when it arrives.
 */
import { lazy, Suspense } from 'react';
import { useInView } from '../components/ui/use-in-view';

const ThemeSwitch = lazy(() =>
  import('./theme-switch').then(({ ThemeSwitch }) => ({ default: ThemeSwitch })),
);

export function FooterThemeSwitch() {
  const [ref, near] = useInView<HTMLDivElement>({ once: true });
  return (
    <div ref={ref} className="footer__theme">
      {near && (
        <Suspense fallback={null}>
          <ThemeSwitch className="theme-switch--on-dark" />
        </Suspense>
      )}
    </div>
  );
}
