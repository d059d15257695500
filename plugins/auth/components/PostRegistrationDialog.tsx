/**
 * The one-click registration's steps shown over the page when neither the registration page nor its
 * modal is there to show them (the player left the page before finishing).
 */
import { useId, type ReactNode } from 'react';
import { useAppSelector, useCommittedPage } from '@plugin-api';
import { isPostRegistrationStep, MODAL, ROUTE } from '../model.ts';
import { selectRegistration } from '../slice.ts';
import { useModalNavigation } from './hooks.ts';
import { PostRegistration } from './PostRegistration.tsx';

export default function PostRegistrationDialog(): ReactNode {
  const step = useAppSelector((s) => selectRegistration(s).step);
  const page = useCommittedPage();
  const { isOpen } = useModalNavigation();
  const titleId = useId();
  if (!isPostRegistrationStep(step) || page?.routeId === ROUTE.registration || isOpen(MODAL.registration)) return null;
  return (
    <div className="auth-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="auth-dialog__box">
        <PostRegistration titleId={titleId} />
      </div>
    </div>
  );
}

