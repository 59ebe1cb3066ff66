import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('setup', 'routes/setup.tsx'),
  route('login', 'routes/login.tsx'),
  layout('routes/signed-in.tsx', [index('routes/home.tsx'), route('audit-log', 'routes/audit-log.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
