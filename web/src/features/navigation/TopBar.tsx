import { logout } from '../../shared/auth/logout';
import { useSession } from '../../shared/auth/useSession';
import { NotificationMenu } from '../notifications';
import { AccountMenu } from './AccountMenu';
import { TopBarFrame } from './TopBarFrame';

/** The app's site header: the frame (./TopBarFrame.tsx) with the bell, the account menu and Logout. */
export function TopBar() {
  const { signedIn, role, email } = useSession();
  return (
    <TopBarFrame
      signedIn={signedIn}
      bell={<NotificationMenu />}
      account={signedIn ? <AccountMenu email={email} role={role} /> : null}
      onLogout={logout}
    />
  );
}
