import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  // Every screen exists at / and under /en/ or /ar/; the layout rejects any other first segment.
  route(':lang?', 'routes/language-layout.tsx', [index('routes/home.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
