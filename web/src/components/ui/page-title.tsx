/**
 * The page's title, and for pages people share or find through search engines, its description and
 * Open Graph tags. React hoists them into <head>; pages rendered at build time carry them in their
 * HTML.
 */
export function PageTitle({
  children,
  description,
  image,
  home = false,
}: {
  children: string;
  /** The home page: the site's name leads ("LearnFree · Never Stop Learning"). */
  home?: boolean;
  /** One or two sentences for search results and link previews. */
  description?: string;
  /** An absolute image address for link previews. */
  image?: string;
}) {
  const title = home ? `LearnFree · ${children}` : `${children} · LearnFree`;
  return (
    <>
      <title>{title}</title>
      {description && (
        <>
          <meta name="description" content={description} />
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content="LearnFree" />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          {image && <meta property="og:image" content={image} />}
        </>
      )}
    </>
  );
}
