import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface NoticeDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Escape closes it (calling onDismiss); without it only the notice's own buttons do. */
  onDismiss?: () => void;
  /** The language of the texts when it differs from the page's (the maintenance notice). */
  lang?: string;
  className?: string;
}

/**
 * A modal notice: a native dialog in the top layer, so the page behind is inert (no focus, no
 * clicks) and a click outside does nothing. Focus moves into it when it opens.
 */
export function NoticeDialog({ title, children, onDismiss, lang, className }: NoticeDialogProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // browsers (and test DOMs) without modal dialogs
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`notice-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      lang={lang}
      onCancel={(event) => {
        // Escape: only a notice that may be dismissed goes; the age question must be answered.
        event.preventDefault();
        onDismiss?.();
      }}
    >
      <h2 id={titleId} className="notice-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
