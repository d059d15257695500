import type { ReactNode } from 'react';
import { useTexts, type PageProps } from '@plugin-api';

/** Texts live in the info dictionary as info_<route id>_title and info_<route id>_body (paragraphs split by blank lines). */
export function ArticlePage({ routeId }: PageProps): ReactNode {
  const { t } = useTexts('info');
  const key = routeId.replace(/-/g, '_');
  const paragraphs = t(`info_${key}_body`).split(/\n\s*\n/);
  return (
    <article className="article">
      <h1>{t(`info_${key}_title`)}</h1>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}
