/** TanStack Query keys of the sign-in pages. */
export const authKeys = {
  resetPasswordViewModel: (userId: number) => ['reset-password-vm', userId] as const,
};
