// How long each part of the reliability suite took, printed for the CI log.

/** Runs `work` and prints its wall-clock and CPU time (this process's CPU, so a busy machine shows). */
export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    return await work();
  } finally {
    const cpu = process.cpuUsage(cpuBefore);
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(`⏱ ${label}: ${seconds.toFixed(1)} s (CPU of this process ${cpuSeconds.toFixed(1)} s)`);
  }
}
