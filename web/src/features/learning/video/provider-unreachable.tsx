/**
 * The player when the video provider cannot be reached from the learner's network (its player
 * script could not be fetched): says so, links to the video on YouTube, and offers "Try again",
 * which asks for the script again and, once it comes, hands back to a fresh player.
 */
import { useEffect, useRef, useState } from 'react';
import { loadPlayerSource } from './player-source';
import { VideoProblemView } from './video-problem';
import { loadYouTubeApi } from './youtube-api';

export function ProviderUnreachable({
  videoId,
  onReachable,
  takeFocus,
}: {
  videoId: string;
  /** The provider answered: the player is made again. */
  onReachable(): void;
  takeFocus?: boolean;
}) {
  const [trying, setTrying] = useState(false);
  const [tries, setTries] = useState(0);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const onRetry = async () => {
    setTrying(true);
    const source = await loadPlayerSource();
    const load = await loadYouTubeApi(source.iframeApi);
    if (!shown.current) return;
    setTrying(false);
    // A script that came but got no API ready in time still means the provider answers: the
    // plain embed is worth showing again.
    if ('failed' in load && load.failed === 'unreachable') setTries((n) => n + 1);
    else onReachable();
  };

  return (
    <VideoProblemView
      cause={{ unreachable: true }}
      videoId={videoId}
      retry={{ trying, tries, onRetry: () => void onRetry() }}
      takeFocus={takeFocus}
    />
  );
}
