import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';

/** The frame of every account screen: a centred card with a heading. */
export function AuthCard({
  title,
  children,
  subtitle,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className="auth">
      <PageTitle description={subtitle}>{title}</PageTitle>
      <div className="auth__card">
        <h1>{title}</h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
