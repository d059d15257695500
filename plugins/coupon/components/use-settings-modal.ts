import { useLocation, useNavigate } from 'react-router';

export const SETTINGS_MODAL_QUERY = 'coupon-settings-modal';

/** Opens the coupon settings modal: the modal guard opens a modal named by the query. */
export function useOpenSettingsModal(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const params = new URLSearchParams(location.search);
    params.set(SETTINGS_MODAL_QUERY, '1');
    navigate(`${location.pathname}?${params.toString()}${location.hash}`);
  };
}
