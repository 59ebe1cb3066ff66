import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('setup', 'routes/setup.tsx'),
  route('login', 'routes/login.tsx'),
  layout('routes/signed-in.tsx', [
    index('routes/home.tsx'),
    route('audit-log', 'routes/audit-log.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/new', 'routes/product-edit.tsx', { id: 'product-new' }),
    route('products/:id', 'routes/product-edit.tsx', { id: 'product-edit' }),
    route('staff', 'routes/staff.tsx'),
    route('staff/new', 'routes/staff-new.tsx'),
    route('staff/:id', 'routes/staff-member.tsx'),
    route('account', 'routes/account.tsx'),
    ...['categories', 'brands', 'tags', 'colours', 'sizes'].flatMap((noun) => [
      route(noun, 'routes/taxonomy-list.tsx', { id: `${noun}-list` }),
      route(`${noun}/new`, 'routes/taxonomy-edit.tsx', { id: `${noun}-new` }),
      route(`${noun}/:id`, 'routes/taxonomy-edit.tsx', { id: `${noun}-edit` }),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
