// Stands in for 'server-only' outside Next, whose bundler is what enforces that import.
export {};
