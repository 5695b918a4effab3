/** Envelope codes of spec §8. */
export const SUCCESS_CODES: readonly number[] = [0, 200];

export const UNAUTHORIZED_CODE = 401;
/** The account signed in somewhere else (the "repeat" login code). */
export const REPEAT_LOGIN_CODE = 100008;
export const TOKEN_INVALID_CODE = 100007;
/** These clear the token and log out. */
export const TOKEN_EXPIRED_CODES: readonly number[] = [UNAUTHORIZED_CODE, REPEAT_LOGIN_CODE, TOKEN_INVALID_CODE];

/** The session timed out: clear the token, log out, show the timeout text. */
export const SESSION_TIMEOUT_CODE = 4001;
/** Show the server's message and go to login. */
export const TO_LOGIN_CODE = 2005;

/** The login form asks for the authenticator code itself. */
export const AUTHENTICATOR_CODE_REQUIRED = 100139;

/** Failures whose message the caller shows its own way (or not at all). */
export const SUPPRESSED_MESSAGE_CODES: readonly number[] = [100124, 100123, 100122, 100121, 100020, AUTHENTICATOR_CODE_REQUIRED, 100140];

/** HTTP statuses answered with a translated text of their own (`http.status<N>`). */
export const TRANSLATED_HTTP_STATUSES: readonly number[] = [403, 404, 405, 408, 500, 501, 502, 503, 504, 505];
