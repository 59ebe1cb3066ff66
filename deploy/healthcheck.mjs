// The image's HEALTHCHECK. One image runs either app, so this asks both ports' /healthz and is healthy
// when the one this container serves answers 200 (the other port has nobody listening).
const HEALTHZ_TIMEOUT_MS = 2_000;

const ports = [process.env.BACKOFFICE_PORT || '4000', process.env.PORT || '3000'];

async function alive(port) {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
    signal: AbortSignal.timeout(HEALTHZ_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`port ${port}: /healthz answered ${response.status}`);
}

try {
  await Promise.any(ports.map(alive));
  process.exit(0);
} catch {
  console.error(`neither the back-office (${ports[0]}) nor the storefront (${ports[1]}) answers /healthz`);
  process.exit(1);
}
