import type { StaffRole } from '@shop/contract';
import type { MessageKey } from '../../i18n/en';

export interface NavItem {
  to: string;
  label: MessageKey;
  roles: readonly StaffRole[];
}

export interface NavGroup {
  /** None for the group of Home alone. */
  label?: MessageKey;
  items: NavItem[];
}

const CATALOGUE: readonly StaffRole[] = ['owner', 'catalogue'];
const OWNER: readonly StaffRole[] = ['owner'];
const MODERATION: readonly StaffRole[] = ['owner', 'moderator'];
const ORDERS: readonly StaffRole[] = ['owner', 'orders'];
const EVERYONE: readonly StaffRole[] = ['owner', 'catalogue', 'orders', 'moderator'];

/** The admin's sections; a member sees those their role may use (the server refuses the rest anyway). */
export const NAVIGATION: NavGroup[] = [
  { items: [{ to: '/', label: 'nav.home', roles: EVERYONE }] },
  {
    label: 'nav.groupCatalogue',
    items: [
      { to: '/products', label: 'nav.products', roles: CATALOGUE },
      { to: '/categories', label: 'nav.categories', roles: CATALOGUE },
      { to: '/brands', label: 'nav.brands', roles: CATALOGUE },
      { to: '/tags', label: 'nav.tags', roles: CATALOGUE },
      { to: '/colours', label: 'nav.colours', roles: CATALOGUE },
      { to: '/sizes', label: 'nav.sizes', roles: CATALOGUE },
      { to: '/media', label: 'nav.media', roles: CATALOGUE },
    ],
  },
  {
    label: 'nav.groupContent',
    items: [
      { to: '/banners', label: 'nav.banners', roles: CATALOGUE },
      { to: '/campaigns', label: 'nav.campaigns', roles: CATALOGUE },
      { to: '/pages', label: 'nav.pages', roles: CATALOGUE },
      { to: '/labels', label: 'nav.labels', roles: CATALOGUE },
      { to: '/coupons', label: 'nav.coupons', roles: CATALOGUE },
    ],
  },
  {
    label: 'nav.groupSales',
    items: [
      { to: '/orders', label: 'nav.orders', roles: ORDERS },
      { to: '/customers', label: 'nav.customers', roles: ORDERS },
      { to: '/payments', label: 'nav.payments', roles: ORDERS },
    ],
  },
  {
    label: 'nav.groupCustomers',
    items: [
      { to: '/seller-requests', label: 'nav.sellerRequests', roles: OWNER },
      { to: '/reviews', label: 'nav.reviews', roles: MODERATION },
      { to: '/messages', label: 'nav.messages', roles: OWNER },
      { to: '/subscribers', label: 'nav.subscribers', roles: OWNER },
    ],
  },
  {
    label: 'nav.groupShop',
    items: [
      { to: '/settings', label: 'nav.settings', roles: OWNER },
      { to: '/staff', label: 'nav.staff', roles: OWNER },
      { to: '/audit-log', label: 'nav.auditLog', roles: OWNER },
      { to: '/account', label: 'nav.account', roles: EVERYONE },
    ],
  },
];

/** Only the sections whose screens exist: a screen is listed here once its route is built. */
export const BUILT_SCREENS = new Set<string>([
  '/orders',
  '/customers',
  '/payments',
  '/seller-requests',
  '/',
  '/audit-log',
  '/banners',
  '/campaigns',
  '/pages',
  '/media',
  '/coupons',
  '/settings',
  '/labels',
  '/products',
  '/staff',
  '/account',
  '/categories',
  '/brands',
  '/tags',
  '/colours',
  '/sizes',
  '/reviews',
  '/messages',
  '/subscribers',
]);

export function navigationFor(role: StaffRole): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => item.roles.includes(role) && BUILT_SCREENS.has(item.to)),
  })).filter((group) => group.items.length > 0);
}
