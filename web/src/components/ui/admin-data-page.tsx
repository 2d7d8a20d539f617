import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { type Loaded, type PageData, PageDataView } from '../../lib/page-data';
import { RetryButton } from './retry-button';
import { PageSpinner } from './spinner';

/**
 * An admin page that shows what its route loaded: a spinner while it loads, then `children` with the
 * data. To someone who is not an admin (403) it says why, with a way back; for any other failure,
 * that the data could not be loaded, with "Try again".
 */
export function AdminDataPage<T>({
  className,
  documentTitle,
  heading,
  data,
  loading,
  refusal,
  back,
  failed,
  children,
}: {
  /** The page's own class, beside `container page`. */
  className: string;
  /** The browser tab's title. */
  documentTitle: string;
  heading: string;
  data: Loaded<PageData<T>>;
  /** What the spinner says while the data loads. */
  loading: string;
  /** Why a 403 refused the page; the server's message unless given. */
  refusal?: string;
  /** Where a refused visitor goes back to, and the link's text. */
  back: { to: string; label: string };
  /** That the page's data could not be loaded. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`container page ${className}`} aria-labelledby={headingId}>
      <title>{documentTitle}</title>
      <h1 id={headingId}>{heading}</h1>
      <PageDataView data={data} fallback={<PageSpinner label={loading} />}>
        {(state) => {
          if (state.kind === 'ready') return children(state.data);
          if (state.kind === 'failed' && state.status === 403)
            return (
              <>
                <p className="lead">{refusal ?? state.msg}</p>
                <Link className="btn btn--primary" to={back.to}>
                  {back.label}
                </Link>
              </>
            );
          return (
            <>
              <p className="lead">{failed}</p>
              <RetryButton />
            </>
          );
        }}
      </PageDataView>
    </section>
  );
}
