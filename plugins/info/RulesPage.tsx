import type { ReactNode } from 'react';
import { RouteLink, useTexts, type PageProps } from '@plugin-api';

export const RULE_GROUPS = ['general', 'sports', 'live', 'casino'] as const;
const CHAPTERS = ['1', '2', '3'] as const;

/** rules → the groups; rules/:ruleGroup → its chapters; rules/:ruleGroup/:chapter → the text. Unknown names say so. */
export function RulesPage({ params }: PageProps): ReactNode {
  const { t } = useTexts('info');
  const group = params.ruleGroup ? String(params.ruleGroup) : null;
  const chapter = params.chapter ? String(params.chapter) : null;
  const knownGroup = group === null || (RULE_GROUPS as readonly string[]).includes(group);
  const knownChapter = chapter === null || (CHAPTERS as readonly string[]).includes(chapter);
  return (
    <article className="article">
      <h1>{t('info_rules_title')}</h1>
      {!knownGroup || !knownChapter ? (
        <p role="alert">{t('info_rules_unknown')}</p>
      ) : group === null ? (
        <ul className="link-list">
          {RULE_GROUPS.map((g) => (
            <li key={g}>
              <RouteLink to="rules" params={{ ruleGroup: g }}>
                {t(`info_rules_group_${g}`)}
              </RouteLink>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <h2>{t(`info_rules_group_${group}`)}</h2>
          <ol className="link-list">
            {CHAPTERS.map((c) => (
              <li key={c}>
                <RouteLink to="rules" params={{ ruleGroup: group, chapter: c }} aria-current={c === chapter ? 'page' : undefined}>
                  {t('info_rules_chapter', { number: c })}
                </RouteLink>
                {c === chapter && <p>{t(`info_rules_${group}_${c}`)}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
