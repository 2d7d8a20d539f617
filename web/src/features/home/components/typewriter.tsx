import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';
import { t } from '../../../i18n';
import { useTypewriter } from '../hooks/use-typewriter';

/**
 * "Learn Programming", with the subject typed and deleted in a loop. `phrase` places the subject
 * (`Learn {subject}`; Hindi puts it first: `{subject} सीखें`). Screen readers get the whole list once
 * instead of the letters; under reduced motion the first word stands still.
 */
export function Typewriter({ phrase, words }: { phrase: string; words: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const text = useTypewriter(words, { enabled: !reducedMotion });
  const [before = '', after = ''] = phrase.split('{subject}');
  const spoken = t('{list} and {last}', { list: words.slice(0, -1).join(', '), last: words.at(-1) ?? '' });
  return (
    <p className="typewriter">
      {before}
      <span className="typewriter__word" aria-hidden="true" data-testid="typewriter-word">
        {text}
        {!reducedMotion && <span className="typewriter__cursor" />}
      </span>
      <span className="visually-hidden">{spoken}</span>
      {after}
    </p>
  );
}
