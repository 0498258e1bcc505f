/** Spec section 9: a company logo counts as custom only if LogoFileName is longer than 2 characters. */
export function hasCustomLogo(logoFileName: string | null | undefined): boolean {
  return (logoFileName ?? '').length > 2;
}
