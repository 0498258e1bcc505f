/** TanStack Query keys of the sign-in pages. */
export const authKeys = {
  resetPasswordViewModel: (userId: number) => ['reset-password-vm', userId] as const,
  resetLinkCheck: (userId: number, token: string) => ['reset-link-check', userId, token] as const,
};
