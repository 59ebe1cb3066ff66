// Bundles the back-office into dist/main.js. The contract package ships as TypeScript source, so
// it is bundled in; every other package stays in node_modules (PGlite loads its WASM from there).
import { build } from 'esbuild';

const bundleWorkspacePackagesOnly = {
  name: 'workspace-only',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [bundleWorkspacePackagesOnly],
});
