import { ScreenProviders } from '@/lib/screen-providers';
import { SecondFactorEnrolment } from './second-factor-enrolment';
import { SecondFactorPrompt } from './second-factor-prompt';

/**
 * Staff's second step after the password: set up the authenticator ('enrol') or give its code.
 * Loaded only when the login answer asks for it, with the data cache it uses: farmers never
 * download it, nor the QR code library.
 */
export function SecondFactorStep({ step, onRestart }: { step: 'enrol' | 'verify'; onRestart: () => void }) {
  return (
    <ScreenProviders>
      {step === 'enrol' ? <SecondFactorEnrolment onRestart={onRestart} /> : <SecondFactorPrompt onRestart={onRestart} />}
    </ScreenProviders>
  );
}
