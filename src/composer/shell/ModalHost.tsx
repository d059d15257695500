/**
 * The inline modal host: modals opened by query (modal guard) render here, each in a boundary.
 * Closing one removes its query parameter, so back/forward and shared links stay truthful.
 */
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectOpenModals } from '../../state/modals.slice.ts';
import { ExtensionSlot } from '../ExtensionBoundary.tsx';
import { VIEW_RETRY } from '../retry-policy.ts';
import { useComposerServices } from '../services-context.tsx';
import { useCommittedPage } from '../hooks.ts';

export function ModalHost(): ReactNode {
  const open = useSelector(selectOpenModals);
  const services = useComposerServices();
  const page = useCommittedPage();
  const { t } = useTranslation('main');
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
          <div key={query} className="modal" role="dialog" aria-modal="true" aria-label={query}>
            <button type="button" className="modal__close" aria-label={t('main_close')} onClick={() => close(query)}>
              ×
            </button>
            <ExtensionSlot extensionId={modal.component} policy={VIEW_RETRY} props={{ lng: page.lng, onClose: () => close(query) }} />
          </div>
        );
      })}
    </div>
  );
}
