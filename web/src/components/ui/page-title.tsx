/** Sets the document's title for the page shown (React hoists <title> into <head>). */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · LearnFree`}</title>;
}
