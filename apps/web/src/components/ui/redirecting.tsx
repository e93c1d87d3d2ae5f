import { Loading } from './loading';

/** Shown while the portal sends the user on to an external site (punch-out, spec §2). */
export function Redirecting() {
  return <Loading text="Omdirigerer ..." />;
}
