/*
 * The pieces the signed-out screens share with the login page, imported through this one module
 * on purpose: the bundler then keeps them in one chunk instead of one small chunk each (every
 * chunk costs the login page a request and some bytes).
 */
export { AuthenticatorForm } from './AuthenticatorForm';
export { CredentialsForm, type CredentialsValues } from './CredentialsForm';
export { LoginShell } from './LoginShell';
export { BackToLoginLink, SignInLinks } from './SignInLinks';
export { useFinishSignIn } from './use-finish-sign-in';
