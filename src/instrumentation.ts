export async function register(): Promise<void> {
  // The proxy (edge) runtime neither stores leads nor sends mail.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./server/startup');
    await startServer();
  }
}
