/** Local storage keys (spec section 9: userInfo, ImpersonatingUserId) plus the token and browser id. */
export const storageKeys = {
  userInfo: 'userInfo',
  impersonatingUserId: 'ImpersonatingUserId',
  token: 'token',
  clientId: 'clientId',
} as const;

/** Session-storage key of a toast to show after a full-page redirect (e.g. the idle logout). */
export const flashToastKey = 'flashToast';

/** The placeholder stored under ImpersonatingUserId while an impersonation is being stopped. */
export const STOPPING_IMPERSONATION_MARKER = '???';
