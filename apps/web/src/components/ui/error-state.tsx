import { screenErrorMessage } from '@/lib/api-error';
import { Alert } from './alert';
import { Button } from './button';

interface ErrorStateProps {
  message: string;
  /** Offer 'Prøv på nytt' when given. */
  onRetry?: () => void;
  /**
   * The failure itself: when the server refused the user's role (403 NOT_ALLOWED_FOR_ROLE), its
   * own words replace `message`, and trying again would not help.
   */
  error?: unknown;
}

/** The error state of a data screen. */
export function ErrorState({ message, onRetry, error }: ErrorStateProps) {
  const text = screenErrorMessage(error, message);
  const refused = text !== message;
  return (
    <Alert kind="error">
      <p>{text}</p>
      {onRetry && !refused && (
        <Button variant="secondary" onPress={onRetry}>
          Prøv på nytt
        </Button>
      )}
    </Alert>
  );
}
