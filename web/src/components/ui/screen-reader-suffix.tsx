/**
 * The end of a control's or link's name that only screen readers say, after a space: what tells
 * one of many alike buttons from the others ("Delete" → "Delete the message from Asha").
 */
export function ScreenReaderSuffix({ children }: { children: string }) {
  return <span className="visually-hidden"> {children}</span>;
}
