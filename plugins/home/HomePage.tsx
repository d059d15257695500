import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectIsAuthenticated, Slot, useAppDispatch, useAppSelector, useTexts, type PageProps } from '@plugin-api';
import { homeClosed, homeOpened } from './state.ts';

/** The home page opens the forgot-password modal for guests when this query is set. */
export const SHOW_FORGOT_PASSWORD_PARAM = 'showForgotPasswordModal';
/** The modal's query (route-manifests/auth.json). */
export const FORGOT_PASSWORD_MODAL_QUERY = 'forgot-password-modal';

const isTruthy = (value: string): boolean => !['', '0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());

/**
 * `?showForgotPasswordModal=1` (any truthy value) becomes the modal's own query for a guest; the
 * parameter is dropped either way, so a reload or a signed-in user never sees it again.
 */
function useForgotPasswordQuery(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsAuthenticated);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const value = params.get(SHOW_FORGOT_PASSWORD_PARAM);
    if (value === null) return;
    params.delete(SHOW_FORGOT_PASSWORD_PARAM);
    if (!signedIn && isTruthy(value)) params.set(FORGOT_PASSWORD_MODAL_QUERY, '1');
    const search = params.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
  }, [location, navigate, signedIn]);
}

/** Its blocks are kept fresh while the page is open. */
function usePolling(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(homeOpened());
    return () => {
      dispatch(homeClosed());
    };
  }, [dispatch]);
}

/** The home page is a frame: what it shows is the route manifest's `content` slot, in order. */
export function HomePage(_props: PageProps): ReactNode {
  const { t } = useTexts('home');
  useForgotPasswordQuery();
  usePolling();
  return (
    <div className="home">
      <h1 className="home__title">{t('home_title')}</h1>
      <Slot name="content" className="home__content" />
    </div>
  );
}
