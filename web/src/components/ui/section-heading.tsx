import type { ReactNode } from 'react';

/** A section's title block: a small kicker line, the heading, and an optional intro. */
export function SectionHeading({
  id,
  kicker,
  title,
  children,
  align = 'center',
}: {
  /** Id of the heading, for `aria-labelledby` on the section. */
  id: string;
  kicker?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'start';
}) {
  return (
    <header className={`section-heading section-heading--${align}`}>
      {kicker && <p className="section-heading__kicker">{kicker}</p>}
      <h2 id={id}>{title}</h2>
      {children && <p className="section-heading__intro">{children}</p>}
    </header>
  );
}
