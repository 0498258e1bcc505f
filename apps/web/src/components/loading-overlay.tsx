/** Spec section 2/9: full-screen overlay, a 65 px image turning once per 1.5 s, and 'Loading...'. */
export function LoadingOverlay({ visible = true }: { visible?: boolean }) {
  if (!visible) return null;
  return (
    <div className="aq-loading-overlay" role="status" aria-live="polite">
      <img src="/spinner.svg" alt="" width={65} height={65} className="aq-loading-spinner" />
      <span className="aq-loading-text">Loading...</span>
    </div>
  );
}
