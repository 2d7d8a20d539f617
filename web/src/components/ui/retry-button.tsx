import { useRevalidator } from 'react-router-dom';

/** Loads the page's data again through its route loader; what is shown stays until the new answer. */
export function RetryButton({ className = 'btn btn--primary' }: { className?: string }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <button type="button" className={className} onClick={() => void revalidator.revalidate()} disabled={busy}>
      {busy ? 'Trying again...' : 'Try again'}
    </button>
  );
}
