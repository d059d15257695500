/** The logout confirmation (the core signs out). */
export { LogoutModal as default } from '../components/LogoutModal.tsx';
