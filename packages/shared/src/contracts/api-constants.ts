// No zod here: the login page's API client reads these (ADR 47).

/** Response header that carries a new or renewed session token (spec section 4). */
export const AUTH_TOKEN_HEADER = 'X-Auth-Token';

/** Spec section 8: what callers see for a network error or an unexpected backend error. */
export const GENERIC_ERROR_MESSAGE = 'Something bad happened; please try again later.';
