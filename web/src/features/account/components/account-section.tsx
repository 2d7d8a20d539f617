import { type ReactNode, useId } from 'react';

/** One section of the account page: a card headed by its title, which names it for screen readers. */
export function AccountSection({
  title,
  tone,
  children,
}: {
  title: string;
  tone?: 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={tone ? `account__section account__section--${tone}` : 'account__section'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
