import { useRevalidator } from 'react-router-dom';
import { BusyButton } from './busy-button';

/** Loads the page's data again through its route loader; what is shown stays until the new answer. */
export function RetryButton({ className = 'btn btn--primary' }: { className?: string }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <BusyButton
      type="button"
      className={className}
      onClick={() => void revalidator.revalidate()}
      busy={busy}
      busyLabel="Trying again..."
    >
      Try again
    </BusyButton>
  );
}
