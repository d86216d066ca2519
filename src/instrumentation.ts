export async function register(): Promise<void> {
  // The proxy (edge) runtime neither stores leads nor sends mail.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ startServer }, { exampleIdentityWarning }, { bookingConfigurationProblem }, { leadsFormGate }, { setFormGate }] = await Promise.all([
      import('./server/startup'),
      import('./features/legal/identity'),
      import('./features/leads/server/availability'),
      import('./features/leads/server/form-gate'),
      import('./lib/site-server'),
    ]);
    await startServer([exampleIdentityWarning], [bookingConfigurationProblem]);
    // The site's server (scripts/serve.ts) asks it about each form post without JavaScript.
    setFormGate(leadsFormGate);
  }
}
