import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';
import { useTypewriter } from '../hooks/use-typewriter';

/**
 * "Learn Programming", with the last word typed and deleted in a loop. Screen readers get the
 * whole list once instead of the letters; under reduced motion the first word stands still.
 */
export function Typewriter({ lead, words }: { lead: string; words: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const text = useTypewriter(words, { enabled: !reducedMotion });
  const spoken = `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return (
    <p className="typewriter">
      {lead}{' '}
      <span className="typewriter__word" aria-hidden="true" data-testid="typewriter-word">
        {text}
        {!reducedMotion && <span className="typewriter__cursor" />}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </p>
  );
}
