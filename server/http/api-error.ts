/** Codes of the business-error catalogue shared with the console (spec §8). */
export const BizCode = {
  wrongCredentials: 100001,
  accountDisabled: 100002,
  wrongAuthenticatorCode: 100003,
  authenticatorNotBound: 100004,
  passwordMismatch: 100005,
  wrongOldPassword: 100006,
  emailCodeInvalid: 100010,
  emailCodeTooSoon: 100011,
  inviteCodeInvalid: 100012,
  usernameTaken: 100013,
  emailTaken: 100014,
  /** 100007 is a sign-out code in the console's catalogue, so "same password" has its own code. */
  samePassword: 100015,
  authenticatorBindNotStarted: 100016,
  /** Rebinding needs the current authenticator's check turned off first (which needs one of its codes). */
  authenticatorStillOn: 100017,
  smsCodeInvalid: 100018,
  smsCodeTooSoon: 100019,
  /** The QR code of a QR sign-in is unknown, expired or already decided. */
  qrLoginExpired: 100021,
  /** Confirming a QR sign-in that was not scanned first. */
  qrLoginNotScanned: 100022,
  /** The QR sign-in was scanned by another account. */
  qrLoginOtherUser: 100023,
  /** Suppressed by the console: it shows the authenticator-code step instead of a message. */
  authenticatorCodeRequired: 100139,
  /** The app does not exist in the caller's account (another account's app answers the same). */
  appNotFound: 100201,
  channelCodeTaken: 100202,
  /** An icon, screenshot or package refused; the message names the problem. */
  uploadRefused: 100211,
  appVersionTaken: 100212,
  /** The platform banned the app: its master can no longer change its state. */
  appBanned: 100213,
  appVersionUnknown: 100214,
  /** A package app without an uploaded package cannot go online; a URL app needs its target URL. */
  appNotReady: 100215,
  /** Removing the app's live package version: another version is made live first. */
  appVersionLive: 101420,
  /** Uploading a package under the name of a removed version: a version's name never names other files. */
  appVersionRemoved: 101421,
  menuNameTaken: 100301,
  /** The parent does not exist, or would make a menu its own ancestor. */
  menuParentInvalid: 100302,
  /** Deleting a menu that has sub-menus or access entries, without `cascade`. */
  menuInUse: 100303,
  accessCodeTaken: 100311,
  accessParentInvalid: 100312,
  accessHasChildren: 100313,
  accessMenuNotFound: 100314,
  accountHasNoEmail: 100321,
  /** A unique field of a resource (schemas/resources) already has the value in another record of the owner. */
  resourceValueTaken: 100401,
  /** A reference field of a resource names no record the caller may name (another account's, or none). */
  resourceReferenceUnknown: 100402,
  /** The balance does not cover a charge; nothing was charged. */
  balanceTooLow: 100501,
  /** An `Idempotency-Key` repeated with another operation or other input; nothing was done. */
  idempotencyKeyReused: 100507,
  /** The domain does not exist in the caller's account (another account's domain answers the same). */
  domainNotFound: 100511,
  /** A subdomain name breaks the name rules (letters, digits, hyphen, 3–63, no hyphen at either end). */
  domainNameInvalid: 100512,
  domainNameReserved: 100513,
  domainTaken: 100514,
  rootDomainNotFound: 100515,
  /** Binding an expired domain, or one whose DNS check has not passed. */
  domainNotUsable: 100516,
  /** The custom domain's TXT record was not found (or holds another value). */
  domainTxtMissing: 100517,
  /** Renewing a custom domain (it is the master's own, not bought here). */
  domainNotRenewable: 100518,
  /** A renewal that would set a domain's expiry beyond the term cap (server/domains/domain-term.ts). */
  domainTermTooLong: 100519,
  /** Account management: the master's own row cannot be disabled, given a password or a chat id there. */
  teamOwnerUnchangeable: 100801,
  /** Creating an access key over the account's limit (server/sdk/sdk-key-service.ts). */
  sdkKeyLimit: 100901,
  /** A hosted page reported an event of an app that does not exist (no account's app has this id). */
  hostedAppNotFound: 101001,
  /** The push does not exist in the caller's account (another account's push answers the same). */
  pushNotFound: 101101,
  /** Editing, sending or cancelling a push that has started sending (or, to cancel, one not scheduled). */
  pushNotEditable: 101102,
  /** A hosted page's subscription names a push service this server does not send to (PUSH_SERVICE_HOSTS). */
  pushEndpointRefused: 101103,
  /** The package code is not an enabled package of the catalogue (or not of the kind the call buys). */
  packagePlanNotFound: 100701,
  /** Buying a base package while one is active: the master upgrades or renews it instead. */
  packageAlreadyActive: 100702,
  /** An overlay, an upgrade or a renewal needs an active base package. */
  packageNoActiveBase: 100703,
  /** An upgrade goes to a dearer base package than the active one. */
  packageNotAnUpgrade: 100704,
  /** Creating an app over the plan's app limit (or the free allowance's). */
  appLimitReached: 100705,
  /** Buying a domain over the plan's domain limit (or the free allowance's). */
  domainLimitReached: 100706,
  /** The recharge plan does not exist or is disabled. */
  rechargePlanNotFound: 100601,
  /** The recharge order does not exist in the caller's account (another account's answers the same). */
  rechargeOrderNotFound: 100602,
  /** Cancelling (or paying) an order that is no longer pending: paid, cancelled or expired. */
  rechargeOrderNotPending: 100603,
  /** A recharge names neither a plan nor an amount, both, or an amount outside the allowed range. */
  rechargeChoiceInvalid: 100604,
  /** A payment callback whose signature does not hold (forged or altered); nothing changed. */
  paymentSignatureInvalid: 100605,
  /** A payment callback for an unknown order or another amount than the order's; nothing changed. */
  paymentNoticeMismatch: 100606,
  /** A work order's state does not allow the call (a message on a closed order, reopening an open one). */
  workOrderWrongState: 101201,
  /** Catalogue: deleting a root domain that domains were bought under (disable it instead). */
  rootDomainInUse: 101360,
  /** Catalogue: a root domain's name is not a host name (two labels or more of letters, digits, hyphens). */
  rootDomainNameInvalid: 101361,
  /** Catalogue: a root domain of this name exists already. */
  rootDomainExists: 101362,
  /** Catalogue: a special price that is not below the yearly price. */
  specialPriceNotBelow: 101363,
  /** Catalogue: a package code already used by another package. */
  packageCodeTaken: 101364,
  /** Catalogue: a base package without a period (at least one day). */
  packageDurationMissing: 101365,
  /** Catalogue: deleting a package a subscription or order names (disable it instead). */
  packagePlanInUse: 101366,
  /** Catalogue: deleting a recharge plan that orders name (disable it instead). */
  rechargePlanInUse: 101367,
  /** The admin's accounts page: money, price and packages are for master accounts only. */
  adminAccountNotMaster: 101320,
  /** The admin's accounts page: an admin cannot disable itself. */
  adminAccountSelf: 101321,
  /** The admin's accounts page: the last active admin cannot be disabled. */
  adminAccountLastAdmin: 101322,
  /** A balance adjustment that would take the balance below zero; nothing changed. */
  adminAdjustBelowZero: 101323,
  /** A balance adjustment of 0, or with a reason of only spaces. */
  adminAdjustInvalid: 101324,
  /** A mobile number another account already has. */
  adminAccountMobileTaken: 101325,
  /** A role's code is already used by another role. */
  roleCodeTaken: 101301,
  /** Deleting a built-in role (admin, master, official). */
  roleBuiltin: 101302,
  /** Deleting a role that accounts still hold. */
  roleInUse: 101303,
  /** Giving an account a role whose base is not the account's role. */
  roleBaseMismatch: 101304,
  /** Changing the built-in admin role's grants (so the admin can never lock itself out). */
  roleLocked: 101305,
  /** A role's grant names a menu or access entry that does not exist. */
  roleGrantInvalid: 101306,
  /** Giving a role to an account that does not exist. */
  roleUserNotFound: 101307,
  /** A notice addressed to one account names no master account by that username. */
  noticeAccountNotFound: 101380,
  /** A published notice cannot be edited, published again, withdrawn or deleted. */
  noticeAlreadyPublished: 101381,
  /** Confirming by hand a recharge order that is not pending (paid, confirmed, cancelled or expired). */
  rechargeOrderNotConfirmable: 101382,
  /** Banning an app needs a reason its master can read. */
  banReasonRequired: 101383,
  /** The TLS ask (server/front/tls-ask.ts) answers only the front server's own calls. */
  tlsAskFrontOnly: 101410,
  /** The TLS ask names no domain. */
  tlsAskDomainMissing: 101411,
  /** The TLS ask names a domain the service does not serve over HTTPS: no certificate for it. */
  tlsAskNotServed: 101412,
} as const;

/**
 * An error answered as the envelope `{code, msg, data: null}`.
 * `messageId` is a locale message id (locales/<locale>/server.json) translated per request.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly messageId: string,
    readonly values: Record<string, string | number> = {},
    /** Already-final text (e.g. a validation message naming the field); used instead of messageId. */
    readonly text?: string,
    /** The envelope's `data` (e.g. `{field}`: the input field the error is about, for the form to show it there). */
    readonly data?: Record<string, unknown>,
  ) {
    super(text ?? messageId);
  }
}

export const badRequest = (text: string) => new ApiError(400, 400, 'badRequest', {}, text);
export const unauthorized = (messageId = 'unauthorized') => new ApiError(401, 401, messageId);
export const forbidden = () => new ApiError(403, 403, 'forbidden');
export const notFound = () => new ApiError(404, 404, 'notFound');
export const methodNotAllowed = () => new ApiError(405, 405, 'methodNotAllowed');
export const bizError = (code: number, messageId: string, values: Record<string, string | number> = {}, data?: Record<string, unknown>) =>
  new ApiError(200, code, messageId, values, undefined, data);

/**
 * An input value a service refused (a rule beyond the schema, e.g. a URL that does not parse): answered
 * like a validation error, `{label}: {reason}` in the caller's language with `data: {field, reason}`, so
 * a form shows the reason under the field. `reasonId` is a locale message id of server.json.
 */
export class InputFieldError extends ApiError {
  constructor(
    readonly field: string,
    readonly reasonId: string,
    readonly reasonValues: Record<string, string | number> = {},
  ) {
    super(400, 400, reasonId, reasonValues);
  }
}

export const badField = (field: string, reasonId: string, values: Record<string, string | number> = {}) =>
  new InputFieldError(field, reasonId, values);
