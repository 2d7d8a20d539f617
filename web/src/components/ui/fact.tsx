import type { ReactNode } from 'react';

/** One named fact in a description list (`<dl>`): the term, then its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
