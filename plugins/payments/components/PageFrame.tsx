import type { ReactNode } from 'react';

/** A payments page: its one h1, an optional line under it, then the page's sections (h2). */
export function PageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }): ReactNode {
  return (
    <section className="payments-page" aria-labelledby="payments-page-title">
      <h1 id="payments-page-title" className="payments-page__title">
        {title}
      </h1>
      {intro && <p className="payments-page__intro">{intro}</p>}
      {children}
    </section>
  );
}
