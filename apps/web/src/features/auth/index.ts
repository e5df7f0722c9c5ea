// The auth feature's public entry: the bind-phone / switch-account dialog the profile pages open.
export { BindPhoneDialog } from './BindPhoneDialog.tsx';
