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

/** A page section within the page's width: its title block over `children`. */
export function Section({
  id,
  className,
  kicker,
  title,
  intro,
  children,
}: {
  /** Id of the heading, which names the section. */
  id: string;
  /** The section's own classes, beside `section`. */
  className?: string;
  kicker: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} kicker={kicker} title={title}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
