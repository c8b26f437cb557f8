import { StaffPage } from '../../components/staff-page';
import { AuthenticatorSection } from './authenticator-section';
import { accountContent as copy } from './content';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

/**
 * The signed-in account's own page (issue 39, points 1, 2 and 4): its password, its second factors
 * (passkeys, an authenticator app), and the sessions it may end.
 */
export function AccountPage() {
  return (
    <StaffPage title={copy.title}>
      <PasswordSection />
      <PasskeysSection />
      <AuthenticatorSection />
      <SessionsSection />
    </StaffPage>
  );
}
