import { Link, useNavigate } from 'react-router';

import { endSession } from '../accounts';
import { fillLabel, useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { useDropdown } from '../../lib/use-dropdown';
import { UserIcon } from '../../ui/icons';
import { clearStoredUser, useStoredUser } from '../../lib/session/stored-user';

const menuLinkClass = 'block w-full rounded-md px-3 py-2 text-start text-olive-900 hover:bg-sand-100';

/**
 * The user icon: a Login link for visitors; for a logged-in user their first name, opening a
 * small menu that greets them by first and last name (spec section 2).
 */
export function UserMenu() {
  const language = useLanguage();
  const header = useLabels('TopHeader');
  const labels = useLabels('LoginUserModal');
  const user = useStoredUser();
  const { close, containerRef, buttonProps, popupProps } = useDropdown();
  const navigate = useNavigate();

  // The spec's "log out user": the server ends the session and forgets its cookie, the browser
  // forgets the user; then the language home, loaded again so every part sees a visitor.
  async function logOut() {
    close();
    await endSession('logout');
    clearStoredUser();
    await navigate(localizedPath(language, '/'));
  }

  if (!user) {
    return (
      <Link
        to={localizedPath(language, '/login')}
        className="flex items-center gap-1 rounded-md p-2 text-olive-800 hover:bg-sand-100"
      >
        <UserIcon />
        <span className="sr-only text-sm font-medium sm:not-sr-only">{header.lbl_header_login}</span>
      </Link>
    );
  }

  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div ref={containerRef} className="relative">
      <button {...buttonProps} className="flex items-center gap-1 rounded-md p-2 text-olive-800 hover:bg-sand-100">
        <UserIcon />
        <span className="max-w-24 truncate text-sm font-medium">{user.firstName || header.lbl_header_account}</span>
      </button>
      <div
        {...popupProps}
        className="absolute end-0 top-full z-30 mt-1 w-60 rounded-lg border border-sand-200 bg-white p-2 shadow-lg"
      >
        <p className="px-3 py-2 font-semibold text-olive-900">
          {fillLabel(labels.lbl_user_modal_greeting, { name: fullName })}
        </p>
        <ul>
          <li>
            <Link to={localizedPath(language, '/update-profile')} onClick={close} className={menuLinkClass}>
              {labels.lbl_user_modal_update_profile}
            </Link>
          </li>
          <li>
            <Link to={localizedPath(language, '/orders-history')} onClick={close} className={menuLinkClass}>
              {labels.lbl_user_modal_order_history}
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => void logOut()} className={menuLinkClass}>
              {labels.lbl_user_modal_logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
