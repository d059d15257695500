/**
 * The inline modal host: modals opened by query (modal guard) render here, each in a boundary.
 * Closing one removes its query parameter, so back/forward and shared links stay truthful.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useTexts } from '../../i18n/use-texts.tsx';
import { selectOpenModals } from '../../state/modals.slice.ts';
import { ExtensionSlot } from '../ExtensionBoundary.tsx';
import { VIEW_RETRY } from '../retry-policy.ts';
import { useComposerServices } from '../services-context.tsx';
import { useCommittedPage } from '../hooks.ts';

/**
 * A dialog is named by its own heading (a screen reader announces "Cookie settings, dialog", not the
 * query that opened it). The heading arrives with the modal's lazily loaded extension, so the name is
 * set when it appears; until then the dialog has no name rather than a wrong one.
 */
function NamedDialog({ query, children }: { query: string; children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const name = (): boolean => {
      const heading = dialog.querySelector('h1, h2, h3');
      if (!heading) return false;
      heading.id ||= `modal-title-${query}`;
      dialog.setAttribute('aria-labelledby', heading.id);
      return true;
    };
    if (name()) return undefined;
    const observer = new MutationObserver(() => {
      if (name()) observer.disconnect();
    });
    observer.observe(dialog, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [query]);
  return (
    <div ref={ref} className="modal" role="dialog" aria-modal="true">
      {children}
    </div>
  );
}

export function ModalHost(): ReactNode {
  const open = useSelector(selectOpenModals);
  const services = useComposerServices();
  const page = useCommittedPage();
  const { t } = useTexts('main');
  if (open.length === 0 || !page) return null;

  const close = (query: string): void => {
    const params = new URLSearchParams(page.location.search);
    params.delete(query);
    const search = params.toString();
    services.navigate(`${page.location.pathname}${search ? `?${search}` : ''}${page.location.hash}`, { replace: true });
  };

  return (
    <div className="modal-host">
      {open.map((query) => {
        const modal = services.table.modals.get(query);
        if (!modal) return null;
        return (
          <NamedDialog key={query} query={query}>
            <button type="button" className="modal__close" aria-label={t('main_close')} onClick={() => close(query)}>
              ×
            </button>
            <ExtensionSlot extensionId={modal.component} policy={VIEW_RETRY} props={{ lng: page.lng, onClose: () => close(query) }} />
          </NamedDialog>
        );
      })}
    </div>
  );
}
