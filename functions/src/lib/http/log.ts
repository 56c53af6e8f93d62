/** Structured log lines, one JSON object each, as CloudWatch and the local console both read. */
export function log(level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, message, ...fields, at: new Date().toISOString() });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else if (process.env.CAIRN_QUIET !== '1') console.log(line);
}

export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, name: error.name, stack: error.stack } : { error: String(error) };
}
