import { Link } from 'react-router';
import { isRefusal, screenErrorMessage } from '@/lib/api-refusal';
import { Alert } from './alert';
import { Button } from './button';

interface ErrorStateProps {
  message: string;
  /** Offer 'Prøv på nytt' when given. */
  onRetry?: () => void;
  /**
   * The failure itself: when the server refused the user (their role, or no farm chosen), its own
   * words replace `message`, and trying again would not help; without a farm, 'Velg gård' leads on.
   */
  error?: unknown;
}

/** The error state of a data screen. */
export function ErrorState({ message, onRetry, error }: ErrorStateProps) {
  const refused = isRefusal(error);
  return (
    <Alert kind="error">
      <p>{screenErrorMessage(error, message)}</p>
      {refused && error.code === 'NO_FARM_SELECTED' && <Link to="/velg-gard">Velg gård</Link>}
      {onRetry && !refused && (
        <Button variant="secondary" onPress={onRetry}>
          Prøv på nytt
        </Button>
      )}
    </Alert>
  );
}
