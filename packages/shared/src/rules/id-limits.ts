/** The largest value of a PostgreSQL integer (serial) column. Without zod, for the sign-in path. */
export const MAX_ID = 2_147_483_647;
