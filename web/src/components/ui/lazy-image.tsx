import { useCallback, useState } from 'react';
import { useInView } from './use-in-view';

interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the space so nothing jumps when the image arrives. */
  width: number;
  height: number;
  /** A tiny preview (a data URI of a few hundred bytes) shown blurred until the image arrives. */
  placeholder?: string;
  className?: string;
}

/**
 * An image fetched only when it comes within 100px of the viewport, over a blurred preview that
 * clears once the image has loaded. The alt text is there from the start for screen readers.
 */
export function LazyImage({ src, alt, width, height, placeholder, className }: LazyImageProps) {
  const [ref, near] = useInView<HTMLSpanElement>({ once: true });
  const [loaded, setLoaded] = useState(false);
  const markLoaded = useCallback(() => setLoaded(true), []);
  // A cached image can be complete before React listens for its load event.
  const checkComplete = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <span
      ref={ref}
      className={`lazy-image${loaded ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {placeholder && (
        <span className="lazy-image__preview" style={{ backgroundImage: `url("${placeholder}")` }} />
      )}
      <img
        ref={checkComplete}
        src={near ? src : undefined}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onLoad={markLoaded}
        onError={markLoaded}
      />
    </span>
  );
}
