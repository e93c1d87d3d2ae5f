import { Alert } from './alert';
import { Button } from './button';

interface ErrorStateProps {
  message: string;
  /** Offer 'Prøv på nytt' when given. */
  onRetry?: () => void;
}

/** The error state of a data screen. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Alert kind="error">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          Prøv på nytt
        </Button>
      )}
    </Alert>
  );
}
