// Bundles the back-office into dist/main.js (the server) and dist/cli.js (the shop owner's commands). The contract package ships as TypeScript source, so
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
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Dynamic imports stay separate chunks, loaded when reached: the S3 driver (and the AWS SDK it
  // imports) only by a shop that stores on S3.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [bundleWorkspacePackagesOnly],
});
