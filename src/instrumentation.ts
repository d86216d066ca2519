export async function register(): Promise<void> {
  // The proxy (edge) runtime neither stores leads nor sends mail.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ startServer }, { exampleIdentityWarning }, { bookingConfigurationProblem }] = await Promise.all([
      import('./server/startup'),
      import('./features/legal/identity'),
      import('./features/leads/server/availability'),
    ]);
    await startServer([exampleIdentityWarning], [bookingConfigurationProblem]);
  }
}
