/** internal-vpn: the staff's connection check. */
export { InternalVpnPage as default } from '../components/InternalVpnPage.tsx';
