import type { CSSProperties } from 'react';

/**
 * Grey shapes that stand in for content while it loads. They are hidden from screen readers:
 * put `aria-busy="true"` on the region being filled, or pair them with a status text.
 */
export function Skeleton({
  shape = 'block',
  width,
  height,
  className,
}: {
  shape?: 'block' | 'text' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`skeleton skeleton--${shape}${className ? ` ${className}` : ''}`}
      style={{ width, height }}
    />
  );
}

/** The outline of a course card: picture, two lines of title, a line of meta. */
export function SkeletonCard({ lines = 2 }: { lines?: number }) {
  return (
    <div className="skeleton-card" aria-hidden="true">
      <Skeleton className="skeleton-card__media" />
      <div className="skeleton-card__body">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines with no identity
          <Skeleton key={i} shape="text" width={i === lines - 1 ? '60%' : '100%'} />
        ))}
        <Skeleton shape="text" width="35%" />
      </div>
    </div>
  );
}
