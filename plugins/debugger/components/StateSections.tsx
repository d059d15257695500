import type { ReactNode } from 'react';
import { useAppSelector, useSiteConfig, useTexts } from '@plugin-api';
import { JsonBlock } from './JsonBlock.tsx';

/** The active site config: which one it is, and all of it as JSON. */
export function ConfigSection(): ReactNode {
  const { t } = useTexts('debugger');
  const config = useSiteConfig();
  return (
    <section className="debugger-section" aria-labelledby="debugger-config-title">
      <h2 id="debugger-config-title" className="section-title">
        {t('debugger_config_title')}
      </h2>
      <p>{t('debugger_config_summary', { id: config.id, company: config.companyName })}</p>
      <details className="debugger-details">
        <summary>{t('debugger_json_show')}</summary>
        <JsonBlock value={config} label={t('debugger_config_title')} />
      </details>
    </section>
  );
}

type Parts = [string, unknown][];

/** The store's parts changed only when one of them is a new object (the store's own rule for changes). */
function samePartsOf(a: Parts, b: Parts): boolean {
  return a.length === b.length && a.every(([key, value], i) => b[i]![0] === key && b[i]![1] === value);
}

/** The whole store, one part per top-level key, each with its size, its JSON shown on demand. */
export function StoreSection(): ReactNode {
  const { t } = useTexts('debugger');
  const parts = useAppSelector((s: unknown) => Object.entries(s as Record<string, unknown>), samePartsOf).sort(([a], [b]) => (a < b ? -1 : 1));
  return (
    <section className="debugger-section" aria-labelledby="debugger-store-title">
      <h2 id="debugger-store-title" className="section-title">
        {t('debugger_store_title')}
      </h2>
      <ul className="debugger-routes">
        {parts.map(([key, value]) => (
          <li key={key}>
            <details className="debugger-details">
              <summary>{t('debugger_store_size', { key, size: (JSON.stringify(value) ?? '').length })}</summary>
              <JsonBlock value={value} label={key} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
