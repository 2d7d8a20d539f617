/** A coloured message box: green on success, red on failure; announced to screen readers. */
export function Message({ tone, children }: { tone: 'success' | 'error' | 'info'; children: string }) {
  return (
    <p className={`message message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
