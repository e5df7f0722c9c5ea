// The engagement feature's public entry: the header's mail bell and daily sign-in button.
export { MailBell, MobileMailButton } from './Mail.tsx';
export { SignInButton } from './SignIn.tsx';
