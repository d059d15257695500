import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, downloadBlob, useAppDispatch, useAppSelector, useRouteHref, useTexts } from '@plugin-api';
import type { ShareFailure } from '../model.ts';
import { couponSaveRequested, emailExportRequested, selectCouponView } from '../slice.ts';
import { couponDocument, couponPrintout, exportFileName, printoutPng } from '../export-file.ts';

const FAILURE_TEXT: Readonly<Record<ShareFailure, string>> = {
  invalid_email: 'coupon_share_invalid_email',
  unknown_code: 'coupon_share_unknown_code',
  network: 'coupon_share_network',
  server: 'coupon_share_server',
};

/**
 * Sharing the coupon (export 0 file, 1 image, 2 e-mail): save it on the server for a code
 * and a link, download it as a JSON file or a PNG image, or send it by e-mail (saved first). The
 * e-mail address typed stays in the field whatever happens.
 */
export function ExportPanel({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectCouponView);
  const couponHref = useRouteHref('coupon');
  const [email, setEmail] = useState('');
  const [imageFailed, setImageFailed] = useState(false);
  const id = useId();
  const { share } = coupon;
  const busy = share.status === 'saving' || share.status === 'sending';

  const exportFile = (): void => {
    const now = new Date();
    const json = `${JSON.stringify(couponDocument(coupon, now), null, 2)}\n`;
    downloadBlob(new Blob([json], { type: 'application/json' }), exportFileName(coupon, now, 'json'));
  };
  const exportImage = (): void => {
    setImageFailed(false);
    printoutPng(couponPrintout(coupon, t, lng)).then(
      (blob) => downloadBlob(blob, exportFileName(coupon, new Date(), 'png')),
      () => setImageFailed(true),
    );
  };
  const onSend = (event: FormEvent): void => {
    event.preventDefault();
    dispatch(emailExportRequested({ email }));
  };

  const link = share.code !== null && couponHref !== null ? `${couponHref}?code=${share.code}` : null;
  return (
    <section className="coupon-share" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="coupon-share__title">
        {t('coupon_share_title')}
      </h2>
      <div className="coupon-share__actions">
        <Button variant="secondary" disabled={busy} onClick={() => dispatch(couponSaveRequested())}>
          {t('coupon_share_save')}
        </Button>
        <Button variant="secondary" onClick={exportFile}>
          {t('coupon_export_file')}
        </Button>
        <Button variant="secondary" onClick={exportImage}>
          {t('coupon_export_image')}
        </Button>
      </div>
      {link !== null && (
        <p className="coupon-share__code" role="status">
          {t('coupon_share_code', { code: share.code })}{' '}
          <a href={link} className="coupon-share__link">
            {t('coupon_share_link')}
          </a>
        </p>
      )}
      <form className="coupon-share__email" noValidate onSubmit={onSend} aria-label={t('coupon_export_email_title')}>
        <label htmlFor={`${id}-email`} className="coupon-amount__label">
          {t('coupon_export_email_label')}
        </label>
        <div className="coupon-amount__row">
          <input
            id={`${id}-email`}
            className="coupon-amount__input"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            aria-invalid={share.error === 'invalid_email'}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('coupon_export_email_send')}
          </Button>
        </div>
      </form>
      {share.status === 'sent' && share.email !== null && (
        <p className="coupon-share__done" role="status">
          {t('coupon_export_email_sent', { email: share.email })}
        </p>
      )}
      {share.status === 'failed' && share.error !== null && (
        <p className="coupon-amount__error" role="alert">
          {t(FAILURE_TEXT[share.error])}
        </p>
      )}
      {imageFailed && (
        <p className="coupon-amount__error" role="alert">
          {t('coupon_export_image_failed')}
        </p>
      )}
    </section>
  );
}
