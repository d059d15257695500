/**
 * After the server took a payment (or took one back): the balances everywhere are reloaded and the
 * player goes to the result page the server names, when it is a path of this site.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { authUserAction, safeReturnPath, useAppDispatch, type ApiAction } from '@plugin-api';
import type { PaymentResultAnswer } from '../schemas.ts';

export function useFollowPaymentResult(action: ApiAction<PaymentResultAnswer>): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, data, reset } = action;
  const mounting = useRef(true);

  // An outcome left from an earlier visit must not send the player anywhere: it is forgotten, and
  // the first run below (which still sees it) does nothing.
  useEffect(() => {
    reset();
  }, [reset]);

  useEffect(() => {
    if (mounting.current) {
      mounting.current = false;
      return;
    }
    if (status !== 'done' || data === null) return;
    dispatch(authUserAction());
    const to = safeReturnPath(data.redirectUrl, window.location.origin);
    reset();
    if (to !== null) navigate(to);
  }, [status, data, dispatch, navigate, reset]);
}
