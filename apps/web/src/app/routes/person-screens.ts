// A person's own screens (logged-in-routes.tsx loads them together).
export { AcceptInvitationPage } from '@/features/access/components/accept-invitation-page';
export { ChooseFarmPage } from '@/features/farm-choice/components/choose-farm-page';
