import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';
import { media } from '../../../config/media';
import { t } from '../../../i18n';

/**
 * The banner's silent looping clip. It starts by itself unless the visitor prefers reduced
 * motion (then the poster shows), and a button pauses or plays it, since it runs for longer than
 * five seconds next to text people are reading.
 *
 * The page starts it, not an `autoplay` attribute: the page rendered at build time cannot know the
 * visitor's preference, and the clip's bytes should not compete with the page's code on a slow line.
 */
export function BannerVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reducedMotion) video.pause();
    // Refused (a browser that allows no autoplay, even muted): the poster stays, the button offers play.
    else video.play().catch(() => setPlaying(false));
  }, [reducedMotion]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <div className="banner-video">
      <span className="banner-video__preview" style={{ backgroundImage: `url("${media.banner.preview}")` }} />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: without controls the video takes no focus; it is decoration */}
      <video
        ref={ref}
        className="banner-video__video"
        aria-hidden="true"
        poster={media.banner.poster}
        width={media.banner.width}
        height={media.banner.height}
        muted
        loop
        playsInline
        disablePictureInPicture
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={media.banner.webm} type="video/webm" />
        <source src={media.banner.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        className="banner-video__toggle"
        onClick={toggle}
        aria-label={playing ? t('Pause the banner video') : t('Play the banner video')}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
    </div>
  );
}
