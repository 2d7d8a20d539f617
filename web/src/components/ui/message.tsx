/** A coloured message box: green on success, red on failure; announced to screen readers. */
export function Message({ tone, children }: { tone: 'success' | 'error' | 'info'; children: string }) {
  return (
    <p className={`message message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** What a form's last call came to, once it made one: the answer's message, green when it went through. */
export function Outcome({ of }: { of: { ok: boolean; msg: string } | null }) {
  return of && <Message tone={of.ok ? 'success' : 'error'}>{of.msg}</Message>;
}
