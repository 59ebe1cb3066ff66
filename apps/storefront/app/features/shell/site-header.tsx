import { CartDrawer } from '../cart';
import { LanguageSelect } from './language-select';
import { SearchDialog } from '../catalog';
import { SiteLogo } from './site-logo';
import { UserMenu } from './user-menu';
import { WishlistDrawer } from '../engagement';

/**
 * The top header of every page (spec section 2): the language select in a slim strip, then the
 * logo and the search, user, wishlist and cart icons.
 */
export function SiteHeader() {
  return (
    <header>
      <div className="bg-olive-900 text-sand-50">
        <div className="mx-auto flex max-w-7xl items-center justify-end px-4 py-1 sm:px-6">
          <LanguageSelect />
        </div>
      </div>
      <div className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
          <SiteLogo />
          <div className="flex items-center gap-0.5 sm:gap-1">
            <SearchDialog />
            <UserMenu />
            <WishlistDrawer />
            <CartDrawer />
          </div>
        </div>
      </div>
    </header>
  );
}
