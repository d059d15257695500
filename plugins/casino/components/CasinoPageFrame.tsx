import { useId, type ReactNode } from 'react';

/** A casino page: a section named by its one h1, the way every page of the plugin starts. */
export function CasinoPageFrame({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <section className={`casino-page${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h1 id={id} className="casino-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

